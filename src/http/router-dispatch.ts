import type Router from '@koa/router';
import type { Middleware } from 'koa';

/** Path-to-regexp syntax: a segment holding one of these may match more than its own text. */
const PATTERN = /[:*?(){}+[\]\\]/;

/**
 * A path's first two segments, lower-cased and without a trailing slash (`/api/messages`): routers
 * match without case and strictness, so `/API/Messages/` must find the same routers as `/api/messages`.
 */
export function pathPrefix(path: string): string {
  const prefix = path.split('/', 3).join('/').toLowerCase();
  return prefix.length > 1 && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
}

type Layer = Router['stack'][number];

/** Middleware run in turn, as koa-compose runs them (a throw becomes a rejection). */
function inTurn<S, C>(middleware: Middleware<S, C>[]): Middleware<S, C> {
  return (ctx, next) => {
    const step = (i: number): Promise<unknown> => {
      if (i === middleware.length) return next();
      try {
        return Promise.resolve(middleware[i]!(ctx, () => step(i + 1)));
      } catch (error) {
        return Promise.reject(error);
      }
    };
    return step(0);
  };
}

/** The prefixes a router's routes can match, or null when one of them may match any path (a parameter, a pattern or a prefix route in its first two segments). */
function prefixesOf(router: { stack: Layer[] }): Set<string> | null {
  const prefixes = new Set<string>();
  for (const layer of router.stack) {
    const opts = layer.opts as { end?: boolean; pathAsRegExp?: boolean };
    if (typeof layer.path !== 'string' || opts.end === false || opts.pathAsRegExp) return null;
    const prefix = pathPrefix(layer.path);
    if (PATTERN.test(prefix)) return null;
    prefixes.add(prefix);
  }
  return prefixes;
}

/**
 * The routers' `routes()` and `allowedMethods()` in their order, but only those of routers that have
 * a route for the request's path prefix (issue #39): each router matches its whole stack against
 * every request that reaches it, and with thirty routers in line a message or a booking went through
 * some sixty middleware frames (and their promises) that could not answer it. A router left out
 * could not have matched, so `ctx.matched`, 405/501 with `Allow` and OPTIONS answer as before.
 * The routes are read once, at the first request: routers must be complete when the app serves.
 */
export function dispatchByPrefix<S, C>(routers: Router<S, C>[]): Middleware<S, C> {
  let chains: Map<string, Middleware<S, C>> | null = null;
  let fallback: Middleware<S, C> | null = null;
  const build = () => {
    const prefixes = routers.map((r) => prefixesOf(r as unknown as { stack: Layer[] }));
    const known = new Set(prefixes.flatMap((p) => (p ? [...p] : [])));
    const chainOf = (prefix: string | null) => {
      const chosen = routers.flatMap((r, i) => (prefixes[i] === null || (prefix !== null && prefixes[i]!.has(prefix)) ? [r.routes(), r.allowedMethods()] : [])) as Middleware<S, C>[];
      // Nothing can match: one allowedMethods still answers a method no router implements (501), as the whole line did.
      return inTurn(chosen.length ? chosen : routers.slice(-1).map((r) => r.allowedMethods() as Middleware<S, C>));
    };
    chains = new Map([...known].map((prefix) => [prefix, chainOf(prefix)]));
    fallback = chainOf(null);
  };
  return (ctx, next) => {
    if (!chains) build();
    // A router that matched nothing still left an empty `ctx.matched`, which allowedMethods reads.
    (ctx as { matched?: unknown[] }).matched ??= [];
    return (chains!.get(pathPrefix(ctx.path)) ?? fallback!)(ctx, next);
  };
}
