import type { CalendarFetcher, CalendarUrlGuard, FetchedCalendar } from '../application/calendar-ports.js';

/** Redirects followed (Outlook and some hosts answer the published address with one), each checked by the guard. */
const MAX_REDIRECTS = 3;

/**
 * A connection that drops before any answer: most often a kept-alive socket the calendar server closed
 * just as it was reused. Asking again on a fresh connection is safe (GET) and almost always works.
 */
function droppedBeforeAnswer(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'].includes(cause?.code ?? '');
}

/**
 * Reads a subscribed calendar over HTTP(S): one deadline for the whole exchange, at most `maxBytes`
 * read (the body is streamed and dropped past it), redirects followed by hand so that every address
 * passes the same guard as the first. Any failure becomes one of the sync errors shown to the cleaner.
 */
export function httpCalendarFetcher(settings: { timeoutMs: number; maxBytes: number }, guard: CalendarUrlGuard): CalendarFetcher {
  return {
    async fetch(first: string): Promise<FetchedCalendar> {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let url = first;
      try {
        for (let hop = 0; ; hop++) {
          const ask = () => fetch(url, { redirect: 'manual', signal, headers: { Accept: 'text/calendar, text/plain;q=0.5', 'User-Agent': 'Eclat-Calendar-Sync/1.0' } });
          const response = await ask().catch((error: unknown) => {
            if (signal.aborted || !droppedBeforeAnswer(error)) throw error;
            return ask();
          });
          if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
            await response.body?.cancel();
            if (hop >= MAX_REDIRECTS) return { ok: false, error: 'http_error' };
            url = new URL(response.headers.get('location')!, url).toString();
            const problem = await guard(url);
            if (problem) return { ok: false, error: problem === 'https_required' || problem === 'forbidden_address' ? problem : 'unreachable' };
            continue;
          }
          if (response.status === 404 || response.status === 410 || response.status === 401 || response.status === 403) {
            await response.body?.cancel();
            return { ok: false, error: 'not_found' };
          }
          if (!response.ok || !response.body) {
            await response.body?.cancel();
            return { ok: false, error: 'http_error' };
          }
          const declared = Number(response.headers.get('content-length') ?? 0);
          if (declared > settings.maxBytes) {
            await response.body.cancel();
            return { ok: false, error: 'too_large' };
          }
          const chunks: Uint8Array[] = [];
          let size = 0;
          const reader = response.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            size += value.byteLength;
            if (size > settings.maxBytes) {
              await reader.cancel();
              return { ok: false, error: 'too_large' };
            }
            chunks.push(value);
          }
          return { ok: true, text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)) };
        }
      } catch (error) {
        if (signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) return { ok: false, error: 'timeout' };
        return { ok: false, error: 'unreachable' };
      }
    },
  };
}
