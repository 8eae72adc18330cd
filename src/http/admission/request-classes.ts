import type { IncomingMessage } from 'node:http';
import type { AdmissionClass } from '../../config/admission-config.js';
import { readYamlFile } from '../../shared/yaml-file.js';
import { OPENAPI_PATH, findOperation, type CompiledOperation } from '../openapi.js';

/** Always admitted: a proxy's or an orchestrator's probes, Stripe's events (retried for days when refused), and leaving. */
const EXEMPT_OPERATIONS = new Set(['getHealth', 'getReady', 'receiveStripeWebhook', 'logout', 'logoutAlias']);
/** Searches: public, asked on every filter change, mostly answered from the instance's cache. */
const SEARCH_OPERATIONS = new Set(['searchCleaners', 'recommendedCleaners', 'marketplaceStats', 'searchPlaces', 'nearbyPlaces', 'suggestAddresses']);

/** The per-address limits of cheap public reads (issue #37): one budget per group and address. */
export type PublicReadGroup = 'search' | 'places' | 'profiles';
const PUBLIC_READ_GROUPS = new Map<string, PublicReadGroup>([
  ['searchCleaners', 'search'],
  ['recommendedCleaners', 'search'],
  ['marketplaceStats', 'search'],
  ['searchPlaces', 'places'],
  ['getPublicCleanerProfile', 'profiles'],
]);
/** A cleaner's public page as the server renders it (`/cleaners/<slug>`, `/en/cleaners/<slug>`): the profile's data in HTML. */
const PUBLIC_PROFILE_PAGE = /^(?:\/en)?\/cleaners\/(?!join$)[^/]+$/;

/** A request's class, or null when it is always admitted, and the route label /metrics uses for it. */
export interface Classified {
  cls: AdmissionClass | null;
  route: string;
  /** The per-address group of a cheap public read, if it is one. */
  publicRead: PublicReadGroup | null;
}

/** Operations whose answer is a generated file (PDF, ZIP): seconds of CPU, classed with uploads. */
function binaryAnswers(file: string): Set<string> {
  const doc = readYamlFile(file) as { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, unknown> }> }>> };
  const ids = new Set<string>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const content = op?.responses?.['200']?.content;
      if (op?.operationId && content && Object.keys(content).some((type) => type === 'application/pdf' || type === 'application/zip')) ids.add(op.operationId);
    }
  }
  return ids;
}

/**
 * A request made by this process's own server renderer (web/src/api/server-fetch.ts): it marks its calls,
 * and they come over loopback without a proxy's X-Forwarded-For. It is part of a page request that was
 * admitted and limited already, so it is never held a second time (it would wait for a slot that the page
 * holding its own slot keeps busy).
 */
export function isOwnRender(req: IncomingMessage): boolean {
  if (req.headers['x-eclat-render'] !== '1' || req.headers['x-forwarded-for'] !== undefined) return false;
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

const EXTENSION = /\.[a-z0-9]{1,8}$/i;

/** Classes remembered by method and path (a flood asks the same few paths); forgotten all at once past this many. */
const MEMO_SIZE = 10_000;

/** Builds the classifier of one app, from its compiled contract (each request: a path split and, the first time, one operation lookup). */
export function requestClassifier(contract: CompiledOperation[], file = OPENAPI_PATH): (req: IncomingMessage) => Classified {
  const heavy = binaryAnswers(file);
  const exempt: Classified = { cls: null, route: 'exempt', publicRead: null };
  const memo = new Map<string, Classified>();
  return (req) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const method = req.method ?? 'GET';
    // Never remembered: it depends on the connection and headers, not the path.
    if (isOwnRender(req)) return exempt;
    const key = `${method} ${path}`;
    let classified = memo.get(key);
    if (!classified) {
      if (memo.size >= MEMO_SIZE) memo.clear();
      memo.set(key, (classified = classifyPath(method, path)));
    }
    return classified;
  };

  function classifyPath(method: string, path: string): Classified {
    if (!path.startsWith('/api/')) {
      // Built files are cheap and a page that was admitted needs them; /metrics is the operator's probe.
      if (path === '/metrics' || EXTENSION.test(path)) return exempt;
      return { cls: 'read', route: 'web', publicRead: method === 'GET' && PUBLIC_PROFILE_PAGE.test(path) ? 'profiles' : null };
    }
    const found = findOperation(contract, method === 'HEAD' ? 'GET' : method, path);
    // Unknown paths and methods are answered 404/405 without work; they count as cheap reads.
    if (!found) return { cls: 'read', route: 'unmatched', publicRead: null };
    const { op } = found;
    if (EXEMPT_OPERATIONS.has(op.id)) return exempt;
    const cls: AdmissionClass = op.multipart || heavy.has(op.id) ? 'heavy' : SEARCH_OPERATIONS.has(op.id) ? 'search' : method === 'GET' || method === 'HEAD' ? 'read' : 'write';
    return { cls, route: op.template, publicRead: PUBLIC_READ_GROUPS.get(op.id) ?? null };
  }
}
