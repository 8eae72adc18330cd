/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4x
 * CPU slowdown) on the eight public pages of issue #39 (home, search, a city, a cleaner's profile,
 * sign-in, sign-up, a service page, pricing) of a production web build served with demo data on a
 * fresh database. Prints each page's four category scores, LCP/TBT/CLS, the JavaScript it transferred
 * (gzipped as the server sends it) and the React hydration errors its console logged, the targets and
 * whether they are met, then the audits that cost points. Figures only: the exit code is 0 when
 * targets are missed and non-zero only when a page could not be audited.
 * Chromium: CHROME_PATH, else Debian's /usr/bin/chromium (never downloaded); every host name but
 * localhost is unresolvable for it, so nothing remote can be fetched. Database: a scratch database on
 * TEST_DATABASE_URL / DATABASE_URL's server (dropped at the end), else an embedded PostgreSQL in a
 * temporary directory. BENCH_CLEANERS generated cleaners (default 100) besides the demo accounts;
 * BENCH_RUNS runs per page, the median kept (default 1); BENCH_PAGES a comma-separated list of page
 * labels (default all: home,search,city,profile,sign-in,sign-up,service,pricing); BENCH_LANG the browser's languages (default
 * fr-CA,fr); BENCH_CITY and BENCH_CLEANER_SLUG override the pages found through the API; HTML reports
 * go to BENCH_LIGHTHOUSE_DIR (default <tmp>/eclat-lighthouse).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { createTestDatabase } from '../../test/support/test-database.js';

// Libraries that read it (React's server renderer) run as in production; the app's own configuration
// is given no NODE_ENV below. Set before the server's modules load, hence their dynamic imports.
process.env.NODE_ENV = 'production';
const { loadConfig } = await import('../../src/config/config.js');
const { startServer } = await import('../../src/server.js');
const { seedCleaners, seedDemoData } = await import('../../src/db/seed.js');

const CATEGORIES = [
  { id: 'performance', short: 'perf', target: 95 },
  { id: 'accessibility', short: 'a11y', target: 100 },
  { id: 'best-practices', short: 'best', target: 95 },
  { id: 'seo', short: 'seo', target: 100 },
] as const;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const cleaners = Number(process.env.BENCH_CLEANERS ?? 100);
const reportDir = process.env.BENCH_LIGHTHOUSE_DIR || path.join(os.tmpdir(), 'eclat-lighthouse');
const runsPerPage = Number(process.env.BENCH_RUNS ?? 1);
/** The issue's budget for a public page's JavaScript, compressed. */
const JS_TARGET_KB = 170;
/** Each script's size gzipped as served, by URL (measureScripts). */
const gzipBytes = new Map<string, number>();

if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install Debian's (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(2);
}
// The web app is always built as production (scripts/build.mjs); rebuilt here only when older than its sources.
execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });

// A fresh database: on TEST_DATABASE_URL / DATABASE_URL's server, else Testcontainers, else an embedded PostgreSQL.
const database = await createTestDatabase('bench_lighthouse');
const port = await freePort();
// The app's NODE_ENV unset (development defaults): production refuses to boot without real Stripe keys,
// SMTP_URL and an https PUBLIC_URL behind a TLS proxy, none of which a local benchmark has.
const env: Record<string, string | undefined> = { ...process.env };
delete env.NODE_ENV;
const config = loadConfig({ ...env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, DATABASE_URL: database.url, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', RUN_JOBS: 'false', SEED_DEMO_DATA: 'false' });
let failed = false;
try {
  const server = await startServer(config);
  try {
    failed = !(await audit(server.url, await seed(server)));
  } finally {
    await server.close(100);
  }
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);

type Server = Awaited<ReturnType<typeof startServer>>;

/** Demo data, generated cleaners, and the eight pages (the city and the profile found through the API). */
async function seed(server: Server) {
  await seedDemoData(server, () => {});
  await seedCleaners(server, cleaners, () => {});
  const listed = await listedCleaner(server.url);
  const pages = [
    { label: 'home', path: '/' },
    { label: 'search', path: '/cleaners' },
    { label: 'city', path: `/city/${encodeURIComponent(listed.city)}` },
    { label: 'profile', path: `/cleaners/${encodeURIComponent(listed.slug)}` },
    { label: 'sign-in', path: '/login' },
    { label: 'sign-up', path: '/register' },
    { label: 'service', path: '/services/nettoyage-regulier' },
    { label: 'pricing', path: '/pricing' },
  ];
  const wanted = process.env.BENCH_PAGES?.split(',').map((l) => l.trim()).filter(Boolean);
  return wanted?.length ? pages.filter((p) => wanted.includes(p.label)) : pages;
}

/** Runs Lighthouse on every page and prints the figures; false when a page could not be audited. */
async function audit(base: string, pages: { label: string; path: string }[]): Promise<boolean> {
  console.log(
    `server: ${base}, app configuration without NODE_ENV (development defaults: production needs real Stripe/SMTP secrets and TLS), ` +
      `libraries with NODE_ENV=production, production web build (dist/web${existsSync('dist/ssr') ? ', dist/ssr' : ''}), demo data + ${cleaners} generated cleaners on a fresh database`,
  );
  // Also warms the server's first-request paths (the renderer's first load) before anything is measured.
  for (const p of pages) {
    const html = await (await fetch(base + p.path, { headers: { 'accept-language': 'fr-CA,fr' } })).text();
    const shell = /<div id="root">\s*<\/div>/.test(html);
    console.log(`first HTML of ${p.path}: ${shell ? 'the bare shell (rendered in the browser)' : 'server-rendered'}, ${Buffer.byteLength(html)} B`);
  }
  console.log(`as served (asking for br, gzip):\n  ${await describeTransport(base)}`);

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      // The app picks its language from navigator.languages: French, as for most of its customers (--lang has no effect headless).
      `--accept-lang=${process.env.BENCH_LANG || 'fr-CA,fr'}`,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
    ],
  });
  const results: { label: string; path: string; lhr: Result }[] = [];
  try {
    await mkdir(reportDir, { recursive: true });
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < runsPerPage; i++) {
        const run = await lighthouse(base + p.path, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES.map((c) => c.id) });
        if (!run) throw new Error(`Lighthouse returned nothing for ${p.path}`);
        runs.push(run);
      }
      // The run of median performance score, as Lighthouse's own advice for noisy machines.
      runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      const median = runs[Math.floor(runs.length / 2)]!;
      await writeFile(path.join(reportDir, `${p.label.replace(/\W+/g, '-')}.html`), median.report as string);
      results.push({ ...p, lhr: median.lhr });
    }
  } finally {
    chrome.kill();
  }
  await measureScripts(results);
  printSummary(results);
  for (const r of results) printLosses(r, base);
  console.log(`\nHTML reports: ${reportDir}`);
  return results.every((r) => !r.lhr.runtimeError);
}

function printSummary(results: { label: string; path: string; lhr: Result }[]) {
  const first = results[0]!.lhr;
  const s = first.configSettings;
  console.log(
    `Lighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ${s.formFactor} ${s.screenEmulation.width}x${s.screenEmulation.height}, ` +
      `${s.throttlingMethod} throttling (RTT ${s.throttling.rttMs} ms, ${s.throttling.throughputKbps} kb/s, CPU x${s.throttling.cpuSlowdownMultiplier}); ` +
      `${runsPerPage > 1 ? `median of ${runsPerPage} runs per page` : 'one run per page (BENCH_RUNS=5 for the median of five: TBT moves with the machine\'s load)'}\n`,
  );
  const head = ['page'.padEnd(42), ...CATEGORIES.map((c) => c.short.padStart(6)), '     LCP', '     TBT', '    CLS', '   JS gz', ' hydration'];
  console.log(head.join(' '));
  for (const { label, path: p, lhr } of results) {
    const cells = CATEGORIES.map((c) => {
      const score = lhr.categories[c.id]?.score;
      if (score === null || score === undefined) return '     -';
      const v = Math.round(score * 100);
      return `${String(v).padStart(4)} ${v >= c.target ? '✓' : '✗'}`;
    });
    const a = (id: string) => lhr.audits[id];
    const lcp = a('largest-contentful-paint')?.numericValue;
    const tbt = a('total-blocking-time')?.numericValue;
    const cls = a('cumulative-layout-shift')?.numericValue;
    console.log(
      [
        `${label} ${p}`.slice(0, 42).padEnd(42),
        ...cells,
        (lcp === undefined ? '-' : `${(lcp / 1000).toFixed(1)} s`).padStart(8),
        (tbt === undefined ? '-' : `${Math.round(tbt)} ms`).padStart(8),
        (cls === undefined ? '-' : cls.toFixed(3)).padStart(7),
        `${(scriptBytes(lhr) / 1024).toFixed(1)} KB ${scriptBytes(lhr) / 1024 <= JS_TARGET_KB ? '✓' : '✗'}`.padStart(10),
        `${hydrationErrors(lhr).length ? `${hydrationErrors(lhr).length} ✗` : '0 ✓'}`.padStart(10),
      ].join(' '),
    );
    for (const message of hydrationErrors(lhr)) console.log(`  hydration error: ${message.slice(0, 300)}`);
    if (lhr.runtimeError) console.log(`  could not audit: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  console.log(['targets'.padEnd(42), ...CATEGORIES.map((c) => `${c.target === 100 ? '' : '>='}${c.target}`.padStart(6)), '2.5 s'.padStart(8), '200 ms'.padStart(8), '0.1'.padStart(7), `<=${JS_TARGET_KB} KB`.padStart(10), '0'.padStart(10)].join(' '));
  console.log('(LCP, TBT and CLS: Lighthouse\'s "good" thresholds; JS gz: the scripts the page fetched, gzipped as served)');
  const met = results.filter(
    ({ lhr }) => CATEGORIES.every((c) => Math.round((lhr.categories[c.id]?.score ?? 0) * 100) >= c.target) && scriptBytes(lhr) / 1024 <= JS_TARGET_KB && hydrationErrors(lhr).length === 0,
  ).length;
  const fast = results.filter(({ lhr }) => Math.round((lhr.categories.performance?.score ?? 0) * 100) >= 95).length;
  console.log(`performance >= 95 on ${fast} of ${results.length} pages; every target met on ${met} of ${results.length} pages`);
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; sessionTargetType?: string };

/** The scripts the page itself fetched (the service worker's precache is not the page's). */
function scriptUrls(lhr: Result): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return [...new Set(items.filter((i) => i.resourceType === 'Script' && i.sessionTargetType !== 'worker').map((i) => i.url))];
}

/** Their size gzipped as the server sends it (the unit of the issue's budget and of test/unit/bundle-budget.test.ts; Lighthouse's transfer sizes are brotli plus about 1 KB of headers a file). */
async function measureScripts(results: { lhr: Result }[]): Promise<void> {
  for (const url of new Set(results.flatMap((r) => scriptUrls(r.lhr)))) {
    if (gzipBytes.has(url)) continue;
    const res = await get(url, 'gzip');
    gzipBytes.set(url, res.headers['content-encoding'] === 'gzip' ? res.bytes : zlib.gzipSync(res.text).length);
  }
}

function scriptBytes(lhr: Result): number {
  return scriptUrls(lhr).reduce((sum, url) => sum + (gzipBytes.get(url) ?? 0), 0);
}

/** React's hydration errors among the console's (minified in production: #418 text, #423/#425 older codes, #419 server fallback). */
function hydrationErrors(lhr: Result): string[] {
  const items = (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? [];
  return items.map((i) => i.description ?? '').filter((d) => /hydrat|Minified React error #(418|419|423|425)\b/i.test(d));
}

/** Per category, the scored audits that fail, costliest first; for performance also the diagnostics and insights. */
function printLosses({ label, path: p, lhr }: { label: string; path: string; lhr: Result }, origin: string) {
  console.log(`\n${label} ${p}: what costs points`);
  for (const c of CATEGORIES) {
    const category = lhr.categories[c.id];
    if (!category) continue;
    const losing = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
      .filter(({ audit }) => typeof audit.score === 'number' && audit.score < 1)
      .sort((x, y) => y.ref.weight * (1 - y.audit.score!) - x.ref.weight * (1 - x.audit.score!));
    const lines = losing.map(({ ref, audit }) => `${audit.id} (score ${audit.score!.toFixed(2)}, weight ${ref.weight}): ${oneLine(audit, origin)}`);
    if (c.id === 'performance') {
      // Diagnostics and insights weigh nothing in the score but say where the metrics' time goes.
      const hints = category.auditRefs
        .filter((ref) => ref.weight === 0 && ref.group !== 'hidden')
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => typeof a.score === 'number' && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .sort((x, y) => savings(y) - savings(x))
        .slice(0, 6);
      lines.push(...hints.map((a) => `${a.id}${savingsText(a)}: ${oneLine(a, origin)}`));
    }
    console.log(`  ${c.id} ${Math.round((category.score ?? 0) * 100)}: ${lines.length ? '' : 'nothing lost'}`);
    for (const line of lines) console.log(`    - ${line}`);
  }
  const lcp = firstItems(lhr.audits['lcp-breakdown-insight']?.details);
  const element = (lhr.audits['lcp-breakdown-insight']?.details as { items?: Item[] } | undefined)?.items?.find((i) => i.type === 'node');
  if (element) console.log(`  LCP element (observed, unthrottled): ${finding({ node: element })}; ${lcp.map((i) => `${String(i.label).toLowerCase()} ${Math.round(Number(i.duration))} ms`).join(', ')}`);
  const remote = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items?.filter((i) => !i.url.startsWith(origin) && !/^(data|blob):/.test(i.url)) ?? [];
  if (remote.length) console.log(`  requests outside the server (unresolvable here): ${remote.map((i) => i.url).join(', ')}`);
}

type Audit = Result['audits'][string];

/** The audit's title, value and its first findings (a URL, an element, a console message). */
function oneLine(audit: Audit, origin: string): string {
  const findings = firstItems(audit.details)
    .slice(0, 2)
    .map((item) => finding(item).replaceAll(origin, ''))
    .filter(Boolean);
  const more = audit.explanation ? ` (${audit.explanation.replaceAll(origin, '')})` : findings.length ? ` [${findings.join(' | ')}]` : '';
  return `${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${more}`.slice(0, 400);
}

type Item = Record<string, unknown>;

function firstItems(details: unknown): Item[] {
  const d = details as { type?: string; items?: unknown; value?: unknown } | undefined;
  if (!d || !Array.isArray(d.items)) return [];
  // Lists (insights) nest their tables; a "Total" row is not a finding.
  const items = d.type === 'list' ? d.items.flatMap((i) => firstItems(i)) : (d.items as Item[]);
  return items.filter((i) => (i.node as Item | undefined)?.type !== 'text');
}

function finding(item: Item): string {
  const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
  const source = (item.sourceLocation as { url?: string } | undefined)?.url;
  const parts = [
    typeof item.issueType === 'string' ? item.issueType : null,
    typeof item.description === 'string' ? item.description.slice(0, 140) : null,
    source ?? (typeof item.url === 'string' ? item.url : null),
    node?.selector ? `${node.selector}${node.nodeLabel ? ` "${node.nodeLabel.split('\n')[0]!.slice(0, 40)}"` : ''}` : null,
    typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB` : null,
    typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

function savings(audit: Audit): number {
  const m = audit.metricSavings ?? {};
  return (m.LCP ?? 0) + (m.FCP ?? 0) + (m.TBT ?? 0) + (m.CLS ?? 0) * 1000;
}

function savingsText(audit: Audit): string {
  const m = Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0);
  return m.length ? ` (est. savings ${m.map(([k, v]) => (k === 'CLS' ? `CLS ${v!.toFixed(3)}` : `${k} ${Math.round(v!)} ms`)).join(', ')})` : '';
}

/** Compression and caching of the home page's HTML and its first scripts and styles, as a browser asking for br/gzip gets them. */
async function describeTransport(base: string): Promise<string> {
  const home = await get(`${base}/`);
  const assets = [...home.text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!).slice(0, 3);
  const lines = [`/ ${describe(home)}`];
  for (const p of assets) lines.push(`${p} ${describe(await get(base + p))}`);
  return lines.join('\n  ');
}

function describe(r: { headers: http.IncomingHttpHeaders; text: string; bytes: number }): string {
  const encoding = r.headers['content-encoding'];
  const gzip = encoding ? '' : `, ${zlib.gzipSync(r.text).length} B if gzipped`;
  return `${r.bytes} B on the wire${gzip}, content-encoding ${encoding ?? 'none'}, cache-control "${r.headers['cache-control'] ?? 'none'}"`;
}

function get(url: string, encodings = 'br, gzip'): Promise<{ headers: http.IncomingHttpHeaders; text: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encodings } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ headers: res.headers, text: body.toString('utf8'), bytes: raw.length });
        });
      })
      .on('error', reject);
  });
}

/** A listed cleaner's profile and a city page the web app links to (/city/<gazetteer id>) whose search lists cleaners. */
async function listedCleaner(base: string): Promise<{ slug: string; city: string }> {
  const { items } = (await getJson(`${base}/api/cleaners?pageSize=1`)) as { items: { slug: string; primaryCity: { id: string } | null }[] };
  const first = items[0];
  const city = process.env.BENCH_CITY ?? first?.primaryCity?.id;
  if (!first || !city) throw new Error('no listed cleaner: GET /api/cleaners returned none');
  const { total } = (await getJson(`${base}/api/cleaners?city=${encodeURIComponent(city)}&pageSize=1`)) as { total: number };
  if (total === 0) throw new Error(`no listed cleaner serves ${city}`);
  return { slug: process.env.BENCH_CLEANER_SLUG ?? first.slug, city };
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
}

