import { describe, expect, it } from 'vitest';
import { MAX_RETRY_WAIT_MS, RETRY_JITTER_MS, abortableSleep, announceBusy, backOff, onBusy, retryAfterMs } from './back-off';

const answer = (status: number, retryAfter?: string) => new Response(JSON.stringify({ error: status === 503 ? 'service_unavailable' : 'rate_limited', message: '…' }), { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });

/** The middleware's collaborators, recorded: what was fetched again, how long it waited, how often the toast was asked for. */
function deps(retryAnswers: Response[] = []) {
  const log = { fetched: [] as string[], waited: [] as number[], busy: 0 };
  return {
    log,
    deps: {
      fetch: async (request: Request) => {
        log.fetched.push(`${request.method} ${new URL(request.url).pathname}`);
        return retryAnswers.shift() ?? new Response('{}', { status: 200 });
      },
      sleep: async (ms: number, signal: AbortSignal) => {
        log.waited.push(ms);
        if (signal.aborted) throw signal.reason;
      },
      random: () => 0.5,
      busy: () => log.busy++,
    },
  };
}

const get = (path = '/api/cleaners') => new Request(`https://eclat.example${path}`, { method: 'GET' });
const post = (path = '/api/bookings') => new Request(`https://eclat.example${path}`, { method: 'POST', body: '{}' });

describe('back-off on 503 and 429 (issue #37)', () => {
  it('tries a read once more after Retry-After (plus jitter) and hands the caller that answer', async () => {
    const { deps: d, log } = deps([new Response('{"cleaners":[]}', { status: 200 })]);
    const replaced = await backOff(get(), answer(503, '2'), d);
    expect(replaced?.status).toBe(200);
    expect(log).toEqual({ fetched: ['GET /api/cleaners'], waited: [2000 + 0.5 * RETRY_JITTER_MS], busy: 0 });
  });

  it('tries only once: a read refused again is handed over and the person is told the service is busy', async () => {
    const { deps: d, log } = deps([answer(503, '2')]);
    const replaced = await backOff(get(), answer(503, '1'), d);
    expect(replaced?.status).toBe(503);
    expect(log.fetched).toHaveLength(1);
    expect(log.busy).toBe(1);
  });

  it('does the same for a read refused by a per-address limit (429)', async () => {
    const { deps: d, log } = deps([new Response('{}', { status: 200 })]);
    expect((await backOff(get('/api/geo/places'), answer(429, '1'), d))?.status).toBe(200);
    expect(log.waited).toEqual([1000 + 0.5 * RETRY_JITTER_MS]);
  });

  it('never replays a write: a 503 shows the toast, the caller keeps its answer', async () => {
    const { deps: d, log } = deps();
    expect(await backOff(post(), answer(503, '2'), d)).toBeUndefined();
    expect(log).toEqual({ fetched: [], waited: [], busy: 1 });
  });

  it('leaves a write refused by a per-person limit (429) to its form, which says when to try again', async () => {
    const { deps: d, log } = deps();
    expect(await backOff(post('/api/auth/login'), answer(429, '900'), d)).toBeUndefined();
    expect(log).toEqual({ fetched: [], waited: [], busy: 0 });
  });

  it('does not hold a read for a wait longer than the call could last: the toast says to come back', async () => {
    const { deps: d, log } = deps();
    expect(await backOff(get(), answer(503, String(MAX_RETRY_WAIT_MS / 1000 + 1)), d)).toBeUndefined();
    expect(log).toEqual({ fetched: [], waited: [], busy: 1 });
  });

  it('stops waiting when the call is cancelled or times out, without asking again', async () => {
    const controller = new AbortController();
    const request = new Request('https://eclat.example/api/cleaners', { signal: controller.signal });
    const { deps: d, log } = deps();
    const sleeping = backOff(request, answer(503, '2'), { ...d, sleep: abortableSleep });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(sleeping).rejects.toMatchObject({ name: 'AbortError' });
    expect(log.fetched).toEqual([]);
  });

  it('leaves every other answer alone', async () => {
    const { deps: d, log } = deps();
    for (const status of [200, 400, 401, 404, 500, 502]) expect(await backOff(get(), new Response('{}', { status }), d)).toBeUndefined();
    expect(log).toEqual({ fetched: [], waited: [], busy: 0 });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-12-02T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Wed, 02 Dec 2026 12:00:04 GMT', now)).toBe(4000);
    expect(retryAfterMs('Wed, 02 Dec 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(2000);
    expect(retryAfterMs('soon', now)).toBe(2000);
  });

  it('tells every subscriber (the toast) when the service is busy, until it unsubscribes', () => {
    let told = 0;
    const stop = onBusy(() => told++);
    announceBusy();
    stop();
    announceBusy();
    expect(told).toBe(1);
  });
});
