import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Next } from 'koa';
import type { Logger } from 'pino';
import { RequestContext } from '@mikro-orm/core';
import type { Orm } from '../db/orm.js';
import type { AppContext } from '../shared/http-kit.js';
import { localeFromHeader } from './messages.js';
import { loggablePath } from '../shared/capability-paths.js';

/** The logger of the request being handled (its child carrying the request id), for code that was given the process's logger. */
const requestLog = new AsyncLocalStorage<Logger>();

/** The id of the request being handled, if any (tracing sets it on the spans made while handling it). */
export function currentRequestId(): string | undefined {
  const id: unknown = requestLog.getStore()?.bindings().requestId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The process's logger as handed to modules and flows at start-up, writing each line through the
 * current request's child logger when there is one: a line logged while handling a request carries
 * its request id, whoever logs it (a module's error callback, the page renderer, a flow step started
 * by the request). Outside requests (jobs, sockets) it is the logger itself.
 */
export function requestAwareLogger(root: Logger): Logger {
  return new Proxy(root, {
    get(target, property) {
      const current = requestLog.getStore() ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/**
 * First middleware: request id (echoed as X-Request-Id), a child logger carrying it on every line,
 * the caller's language and IP, and a fresh ORM identity map for this request only (unless
 * `opensOwnContext` says the request's handler opens one when it needs it).
 */
export function requestContextMiddleware(orm: Orm, log: Logger, trustProxy: boolean, opensOwnContext: (ctx: AppContext) => boolean = () => false) {
  return async (ctx: AppContext, next: Next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', requestId);
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ requestId });
    ctx.state.locale = localeFromHeader(ctx.get('accept-language'));
    ctx.state.clientIp = (trustProxy ? ctx.ips[0] : undefined) ?? ctx.ip;
    const started = performance.now();
    try {
      // Liveness reads no database, and public search's ready answers open one only when they read (issue #39): no identity map for them.
      await requestLog.run(ctx.state.log, ctx.path === '/api/health' || opensOwnContext(ctx) ? next : () => RequestContext.create(orm.em, next));
    } finally {
      // A healthy liveness probe (every few seconds from each proxy or orchestrator) is counted by the
      // metrics, not written as a line: logs keep what a person may need to read (issue #39).
      const healthyProbe = ctx.state.operationTemplate === '/api/health' && ctx.status === 200;
      // Paths only, capability tokens masked: query strings may carry tokens, and bodies are never logged.
      if (!healthyProbe) {
        ctx.state.log.info(
          { method: ctx.method, path: loggablePath(ctx.path), status: ctx.status, ms: Math.round(performance.now() - started), userId: ctx.state.auth?.userId },
          'request',
        );
      }
    }
  };
}
