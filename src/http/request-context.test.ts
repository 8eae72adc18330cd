import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Orm } from '../db/orm.js';
import type { AppContext } from '../shared/http-kit.js';
import { requestAwareLogger, requestContextMiddleware } from './request-context.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, sink) };
}

const fakeOrm = { em: { fork: () => ({}) } } as unknown as Orm;
const fakeCtx = (requestId: string) =>
  ({ get: (h: string) => (h === 'x-request-id' ? requestId : ''), set: () => {}, state: {}, ips: [], ip: '127.0.0.1', method: 'GET', path: '/api/x', status: 200 }) as unknown as AppContext;

describe('request ids on every line', () => {
  it("put the request's id on lines logged through the process logger while it is handled, and only then", async () => {
    const { lines, log } = capture();
    const shared = requestAwareLogger(log);
    const middleware = requestContextMiddleware(fakeOrm, log, false);
    shared.info('before');
    await middleware(fakeCtx('request-aaaa-0001'), async () => {
      // A module's error callback, given the process logger at start-up.
      shared.warn({ step: 'mail.send' }, 'follow-up failed');
      await new Promise((resolve) => setTimeout(resolve, 5));
      shared.child({ part: 'renderer' }).info('rendered');
    });
    shared.info('after');
    const by = (msg: string) => lines.find((l) => l.msg === msg)!;
    expect(by('before').requestId).toBeUndefined();
    expect(by('follow-up failed')).toMatchObject({ requestId: 'request-aaaa-0001', step: 'mail.send', level: 40 });
    expect(by('rendered')).toMatchObject({ requestId: 'request-aaaa-0001', part: 'renderer' });
    expect(by('request').requestId).toBe('request-aaaa-0001');
    expect(by('after').requestId).toBeUndefined();
    // Each key once: the line is the child's, not the child's plus a copy.
    const raw = JSON.stringify(by('follow-up failed'));
    expect(raw.match(/requestId/g)).toHaveLength(1);
  });
});
