import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { once } from 'node:events';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { setServerApiOrigin } from './api/server-fetch';
import type { Locale } from './api/types';
import { Root } from './app/Root';
import { resolveRoute } from './app/route-guard';
import type { PageId } from './app/route-table';
import { preloadPage } from './app/routes';
import { brandQueryOptions } from './features/brand/api/get-brand';
import { initServerI18n } from './i18n/i18n';
import { headHtml, headTags, scriptJson } from './seo/head-tags';
import { ServerHeadContext, type ServerHead } from './seo/page-head-context';
import type { ServerState } from './ssr/server-state';

/**
 * The server's side of the first HTML answer (docs/decisions.md, "Server rendering"): the public
 * pages drawn by the same React code as in the browser, for a visitor, with their API answers.
 */

/** Public pages search engines should read; every other page comes as the bare shell. */
const SERVER_RENDERED: ReadonlySet<PageId> = new Set<PageId>([
  'home', 'about', 'homeowners', 'cleaners-join', 'how-it-works', 'terms', 'privacy', 'pricing', 'faq', 'gallery',
  'contact', 'impact', 'cleaners', 'cleaner-profile', 'city', 'region', 'service-regular', 'service-deep',
  'service-moving', 'service-garage', 'referral-program', 'reviews', 'blog', 'blog-post', 'not-found',
]);

/** A page needing more rounds of API answers than this is drawn with what it has. */
const MAX_PASSES = 4;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  language: Locale;
  /** PUBLIC_URL, for canonical and language URLs. */
  origin: string;
  /** Where this process's API answers (loopback). */
  apiOrigin: string;
}

export interface RenderResult {
  status: number;
  language: Locale;
  head: string;
  /** The content of <div id="root">. */
  html: string;
  /** The JSON of the server state script (already safe inside <script>). */
  state: string;
}

function isUnknownToMembers(pathname: string): boolean {
  const member = resolveRoute(pathname, { role: 'client' }, null);
  return member.kind === 'page' && member.page === 'not-found';
}

export type Resources = Record<Locale, Record<string, Record<string, unknown>>>;

export function setup(resources: Resources): Promise<unknown> {
  return initServerI18n(resources);
}

function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || query.options.queryFn === skipToken) return false;
      const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
}

/** Renders to the end, waiting for every suspended part; the output is not kept. */
async function prerender(element: ReactElement): Promise<void> {
  const { prelude } = await prerenderToNodeStream(element);
  prelude.resume();
  await once(prelude, 'end');
}

/** Renders are not concurrent (the caller queues them): the translation language is process-wide. */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const url = new URL(request.url, request.origin);
  const decision = resolveRoute(url.pathname, null, null);
  if (decision.kind !== 'page') return null;
  // A visitor at an unknown address is shown the sign-in page (spec section 2), answered as a 404; at a
  // member page (a bookmark of /profile), the shell, which asks them to sign in.
  const unknown = decision.pattern === '*';
  if (unknown ? !isUnknownToMembers(url.pathname) : !SERVER_RENDERED.has(decision.page)) return null;

  setServerApiOrigin(request.apiOrigin);
  const queryClient = createQueryClient();
  // An answer that failed (a missing blog post) is drawn as such, not fetched again as the page re-renders.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  const brand = await queryClient.fetchQuery(brandQueryOptions()).catch(() => null);
  const language = brand?.forcedLocale ?? request.language;
  await Promise.all([i18next.changeLanguage(language), preloadPage(decision.page)]);

  // The namespaces the page used: the browser loads them before its first render.
  const namespaces = new Set<string>();
  let head: ServerHead = { origin: request.origin, tags: null, status: null };
  const app = () => {
    head = { origin: request.origin, tags: null, status: null };
    namespaces.clear();
    i18next.reportNamespaces = { addUsedNamespaces: (used: string[]) => used.forEach((ns) => namespaces.add(ns)), getUsedNamespaces: () => [...namespaces] };
    return (
      <ServerHeadContext value={head}>
        <Root
          queryClient={queryClient}
          initialAuthState={{ status: 'signed-out', user: null }}
          router={(children) => <StaticRouter location={`${url.pathname}${url.search}`}>{children}</StaticRouter>}
        />
      </ServerHeadContext>
    );
  };
  // Rounds that wait for code (lazy parts) and collect the API questions the page asks, answered in between.
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    await prerender(app());
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  // Then one synchronous render of what is now all there: unlike the streaming renderers, it writes
  // no inline <script> to reveal late parts (the Content-Security-Policy forbids inline scripts).
  const html = renderToString(app());

  // An address outside the route tables, or a page whose resource is missing.
  const status = head.status ?? (unknown ? 404 : 200);
  const tags = head.tags ?? headTags({ meta: { title: null }, brandName: brand?.name ?? 'Éclat', fallbackDescription: i18next.t('common:seo.description'), language, origin: request.origin, pathname: url.pathname });
  const state: ServerState = {
    language,
    origin: request.origin,
    namespaces: [...namespaces],
    queries: dehydrate(queryClient),
  };
  if (status === 404 && !tags.some((tag) => tag.tag === 'meta' && tag.attrs.name === 'robots')) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  }
  return {
    status,
    language,
    head: headHtml(tags),
    html,
    state: scriptJson(state),
  };
}
