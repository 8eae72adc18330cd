import { timingSafeEqual, createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import Router from '@koa/router';
import type { MetricsAccess } from '../config/config.js';
import type { AppState, AppContext } from '../shared/http-kit.js';
import type { Metrics } from '../observability/metrics.js';
import { HttpError } from './errors.js';

/** `::ffff:10.0.0.1` is 10.0.0.1: an IPv4 client of a dual-stack socket matches IPv4 ranges. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** The allow-list as a BlockList (Node's CIDR matcher); null: any network. */
export function networkMatcher(allow: string[] | null): ((address: string) => boolean) | null {
  if (allow === null) return null;
  const list = new BlockList();
  for (const entry of allow) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (raw: string) => {
    const address = plainAddress(raw);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics in Prometheus's text format, for a scraper, not for API clients (so outside /api and
 * the contract). Outside the allowed networks, or when off, it does not exist (404); inside them,
 * a configured token is required (401 without it).
 */
export function metricsRouter(access: MetricsAccess, metrics: Metrics, trustProxy: boolean): Router<AppState> {
  const router = new Router<AppState>();
  const allowed = networkMatcher(access.allow);
  const expected = access.token ? digest(access.token) : null;

  const permit = (ctx: AppContext) => {
    if (!access.enabled) throw new HttpError(404, 'not_found');
    if (allowed) {
      // A request relayed by a proxy we do not trust cannot be placed: its socket address is the proxy's.
      if (!trustProxy && ctx.get('x-forwarded-for')) throw new HttpError(404, 'not_found');
      if (!allowed(ctx.state.clientIp)) throw new HttpError(404, 'not_found');
    }
    if (expected) {
      const given = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, 'auth.unauthenticated');
      }
    }
  };

  router.get('/metrics', async (ctx) => {
    permit(ctx);
    const text = await metrics.render();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.contentType;
    ctx.body = text;
  });
  return router;
}
