import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CalendarFetcher, CalendarUrlGuard, FetchedCalendar } from '../application/calendar-ports.js';

/** Redirects followed (Outlook and some hosts answer the published address with one), each checked by the guard. */
const MAX_REDIRECTS = 3;

/**
 * A connection that drops before any answer: most often a kept-alive socket the calendar server closed
 * just as it was reused. Asking again on a fresh connection is safe (GET) and almost always works.
 */
function droppedBeforeAnswer(error: unknown): boolean {
  return ['ECONNRESET', 'EPIPE'].includes((error as { code?: string } | null)?.code ?? '');
}

/** One GET: the answer's head, its body left to the caller. Rejects on a connection failure or the deadline. */
function get(url: string, signal: AbortSignal, lookup: LookupFunction | undefined): Promise<IncomingMessage> {
  const send = new URL(url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'GET', signal, agent: false, ...(lookup ? { lookup } : {}), headers: { Accept: 'text/calendar, text/plain;q=0.5', 'User-Agent': 'Eclat-Calendar-Sync/1.0' } }, resolve);
    req.on('error', reject);
    req.end();
  });
}

/** The body, at most `maxBytes` (null past it: the rest is not read). */
function readAtMost(res: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        resolve(null);
        res.destroy();
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
    res.on('aborted', () => reject(new Error('aborted')));
  });
}

/**
 * Reads a subscribed calendar over HTTP(S): one deadline for the whole exchange, at most `maxBytes`
 * read, redirects followed by hand so that every address passes the same guard as the first. With
 * `lookup` (production: the outgoing-address guard's own resolver) the socket connects only to an
 * address that lookup accepted, so a name cannot resolve to a public address when checked and to a
 * private one when connected (DNS rebinding). Any failure becomes one of the sync errors shown to the cleaner.
 */
export function httpCalendarFetcher(settings: { timeoutMs: number; maxBytes: number; lookup?: LookupFunction }, guard: CalendarUrlGuard): CalendarFetcher {
  return {
    async fetch(first: string): Promise<FetchedCalendar> {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let url = first;
      try {
        for (let hop = 0; ; hop++) {
          const response = await get(url, signal, settings.lookup).catch((error: unknown) => {
            if (signal.aborted || !droppedBeforeAnswer(error)) throw error;
            return get(url, signal, settings.lookup);
          });
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (status >= 300 && status < 400 && location) {
            response.destroy();
            if (hop >= MAX_REDIRECTS) return { ok: false, error: 'http_error' };
            url = new URL(location, url).toString();
            const problem = await guard(url);
            if (problem) return { ok: false, error: problem === 'https_required' || problem === 'forbidden_address' ? problem : 'unreachable' };
            continue;
          }
          if (status === 404 || status === 410 || status === 401 || status === 403) {
            response.destroy();
            return { ok: false, error: 'not_found' };
          }
          if (status < 200 || status >= 300) {
            response.destroy();
            return { ok: false, error: 'http_error' };
          }
          if (Number(response.headers['content-length'] ?? 0) > settings.maxBytes) {
            response.destroy();
            return { ok: false, error: 'too_large' };
          }
          const body = await readAtMost(response, settings.maxBytes);
          if (!body) return { ok: false, error: 'too_large' };
          return { ok: true, text: new TextDecoder('utf-8').decode(body) };
        }
      } catch (error) {
        if (signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) return { ok: false, error: 'timeout' };
        // The guard's lookup refused the address it resolved at connect time.
        if ((error as { code?: string } | null)?.code === 'EFORBIDDEN') return { ok: false, error: 'forbidden_address' };
        return { ok: false, error: 'unreachable' };
      }
    },
  };
}
