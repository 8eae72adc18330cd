/**
 * The capacity model of docs/capacity.md (issue #39): from households booking monthly to peak-hour
 * requests, CPU (the benches' figures per operation), instances, PostgreSQL cores, statements,
 * connections, sockets and notifications. Arithmetic only: it measures nothing and touches nothing.
 *
 *   npx tsx scripts/capacity-model.ts [--shares 1,10,30] [--speed 1] [--launch 3] [--pool 10] [--unmeasured 1] [--json] [--breakdown]
 *
 * --unmeasured: a factor on the operations no bench measures (photos, pages, profiles, sign-in...).
 * --speed: how much faster a target vCPU is than the bench VM (compare `npm run bench:health` there:
 * the VM's GET /api/health costs 0.046-0.056 ms of server CPU; 0.025 ms = speed 2). Every figure and
 * assumption is named below with its source; docs/capacity.md explains them.
 */

type Op = { server: number; pg: number; statements: number; measured: boolean };

/** CPU (ms) per operation on the bench VM, and statements sent. docs/capacity.md, "Inputs", gives the source of each. */
const OPS = {
  searchHit: { server: 0.45, pg: 0.05, statements: 0, measured: true },
  searchMiss: { server: 2.0, pg: 2.7, statements: 2, measured: true },
  profile: { server: 2.5, pg: 1.5, statements: 6, measured: false },
  pageRender: { server: 15, pg: 1.5, statements: 4, measured: false }, // a server-rendered first HTML, its API calls included
  pageCached: { server: 0.3, pg: 0, statements: 0, measured: false },
  staticFile: { server: 0.1, pg: 0, statements: 0, measured: false }, // ~2x GET /api/health
  cheapCall: { server: 0.7, pg: 0.33, statements: 1.35, measured: true }, // session 12's message send, the nearest measured small authenticated call (without its realtime work)
  booking: { server: 8.0, pg: 6.4, statements: 7.1, measured: true }, // session 19: server all threads (the mail worker's included), own cluster's PostgreSQL
  message: { server: 1.4, pg: 0.65, statements: 2.1, measured: true }, // session 19 at ~400/s on 2 000 sockets: fewer sends to batch than session 12's 1 200/s
  typing: { server: 0.1, pg: 0.05, statements: 0.2, measured: false }, // a socket frame relayed through the bus
  photo: { server: 150, pg: 0.5, statements: 3, measured: false }, // sharp re-encodes a phone photo
  signIn: { server: 40, pg: 0.5, statements: 4, measured: false }, // argon2id (m=19 MiB, t=2)
  pdf: { server: 30, pg: 0.5, statements: 2, measured: false }, // pdfkit invoice
  socketOpen: { server: 2.1, pg: 1.0, statements: 4, measured: false }, // upgrade + session, presence row, unread count, presence delete: ~3 cheap calls
} satisfies Record<string, Op>;

/** Demand assumptions, per booking made (browsing by people who do not book included). */
const DEMAND = {
  households: 3_800_000, // Statistics Canada, 2021 Census: private households in Quebec, rounded
  daysPerMonth: 30.4,
  busiestDayFactor: 1.25, // Sunday/Monday planning vs the average day
  busiestHourShare: 0.1, // share of the day's bookings in its busiest hour (evening)
  visitDayFactor: 1.2, // visits happen mostly on weekdays
  visitHourShare: 0.15, // share of a day's visit work (punch-in/out, photos) in its busiest hour
  sessionsPerBooking: 8,
  searchesPerSession: 5,
  profilesPerSession: 2,
  pagesPerSession: 1, // server-rendered first HTML
  pageCacheHit: 0.5,
  staticFilesPerSession: 6, // half the sessions are new (12 files), the rest hit the browser and service worker caches
  callsPerSession: 6, // /api/auth/me, brand, pricing, availability, quote...
  signInsPerBooking: 0.3,
  acceptsPerBooking: 1, // costed as a booking request (capture, emails, flows)
  messagesPerBooking: 6,
  typingPerMessage: 2,
  readReceiptsPerMessage: 1,
  // Visit-day work, per visit:
  visitCalls: 2 + 8 + 1.4 + 4, // punch-in, checklist ticks, reviews, Stripe webhooks
  photosPerVisit: 4,
  punchOutsPerVisit: 1, // costed as a booking request (remainder charge, invoice, emails)
  pdfsPerVisit: 0.5,
  // Sockets:
  signedInShare: 0.4,
  sessionMinutes: 10,
  tabsPerSession: 1.2,
  visitsPerCleanerMonth: 40,
  cleanersOnlineShare: 0.5,
  socketsWithCounterparts: 0.5, // arrivals and departures are announced only to people one has a booking with
  // Search cache (docs/capacity.md, "Search"):
  distinctQuestions: 6667, // the size of bench:search-mix's question set
  cacheTtlSeconds: 26, // SEARCH_CACHE_SECONDS 30, expiries spread over 75-100 %
  availabilityEditsPerCleanerWeek: 2,
  reviewsPerVisit: 0.7, // client reviews that change a cleaner's rating
};

/** notifyCommitsPerSecond: half of what NOTIFY's cluster-wide commit lock allows at a 1.5 ms commit (docs/capacity.md, "Realtime"). */
const TARGET = { instanceCores: 2, processesPerInstance: 2, serverUtilisation: 0.6, pgUtilisation: 0.5, notifyCommitsPerSecond: 300 };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const shares = (arg('shares') ?? '1,10,30').split(',').map(Number);
const speed = Number(arg('speed') ?? 1);
const launch = Number(arg('launch') ?? 3);
const poolMax = Number(arg('pool') ?? 10);
const unmeasured = Number(arg('unmeasured') ?? 1);
const cost = (op: keyof typeof OPS, part: 'server' | 'pg'): number => (OPS[op][part] * (OPS[op].measured ? 1 : unmeasured)) / speed;

/** Expected share of cache hits for n questions drawn (Zipf, s = 1) between two flushes. */
function hitRate(draws: number): number {
  if (draws <= 1) return 0;
  const q = DEMAND.distinctQuestions;
  let norm = 0;
  for (let k = 1; k <= q; k++) norm += 1 / k;
  let distinct = 0;
  for (let k = 1; k <= q; k++) distinct += 1 - (1 - 1 / k / norm) ** draws;
  return 1 - distinct / draws;
}

function model(sharePercent: number) {
  const d = DEMAND;
  const bookingsPerMonth = d.households * (sharePercent / 100);
  const avgDay = bookingsPerMonth / d.daysPerMonth;
  const peakHour = avgDay * d.busiestDayFactor * d.busiestHourShare;
  const bookingsPerSecond = (peakHour * launch) / 3600;
  const visitsPerSecond = (avgDay * d.visitDayFactor * d.visitHourShare) / 3600;
  const sessionsPerSecond = bookingsPerSecond * d.sessionsPerBooking;
  const cleaners = bookingsPerMonth / d.visitsPerCleanerMonth;
  const sockets = sessionsPerSecond * d.signedInShare * d.sessionMinutes * 60 * d.tabsPerSession + cleaners * d.cleanersOnlineShare;
  const socketOpensPerSecond = sockets / (d.sessionMinutes * 60);
  const messagesPerSecond = bookingsPerSecond * d.messagesPerBooking;
  const searchesPerSecond = sessionsPerSecond * d.searchesPerSession;

  // Every read-model write empties every instance's search answers (cached-search.ts `forget`).
  const readModelWritesPerSecond =
    (cleaners * d.availabilityEditsPerCleanerWeek * 2) / (7 * 24 * 3600) + // edits, busiest hours twice the average
    visitsPerSecond * d.reviewsPerVisit +
    1 / 60; // search-free-time job picking up booking changes
  const flushSeconds = Math.min(d.cacheTtlSeconds, 1 / readModelWritesPerSecond);

  const rates = (hit: number): [keyof typeof OPS, number][] => [
    ['searchHit', searchesPerSecond * hit],
    ['searchMiss', searchesPerSecond * (1 - hit)],
    ['profile', sessionsPerSecond * d.profilesPerSession],
    ['pageRender', sessionsPerSecond * d.pagesPerSession * (1 - d.pageCacheHit)],
    ['pageCached', sessionsPerSecond * d.pagesPerSession * d.pageCacheHit],
    ['staticFile', sessionsPerSecond * d.staticFilesPerSession],
    ['cheapCall', sessionsPerSecond * d.callsPerSession + messagesPerSecond * d.readReceiptsPerMessage + visitsPerSecond * d.visitCalls],
    ['signIn', bookingsPerSecond * d.signInsPerBooking],
    ['booking', bookingsPerSecond * (1 + d.acceptsPerBooking) + visitsPerSecond * d.punchOutsPerVisit],
    ['message', messagesPerSecond],
    ['typing', messagesPerSecond * d.typingPerMessage],
    ['photo', visitsPerSecond * d.photosPerVisit],
    ['pdf', visitsPerSecond * d.pdfsPerVisit],
    ['socketOpen', socketOpensPerSecond],
  ];

  // The hit rate depends on each instance's share of searches, which depends on the instance count: iterate.
  let instances = 2;
  let hit = 0.5;
  let serverMs = 0;
  let pgMs = 0;
  let searchPgMs = 0;
  let statements = 0;
  for (let round = 0; round < 8; round++) {
    const processes = instances * TARGET.processesPerInstance;
    hit = hitRate((searchesPerSecond / processes) * flushSeconds);
    const r = rates(hit);
    serverMs = r.reduce((sum, [op, n]) => sum + cost(op, 'server') * n, 0);
    pgMs = r.reduce((sum, [op, n]) => sum + cost(op, 'pg') * n, 0);
    searchPgMs = cost('searchMiss', 'pg') * searchesPerSecond * (1 - hit);
    statements = r.reduce((sum, [op, n]) => sum + OPS[op].statements * n, 0);
    // Idle sockets: pings every 30 s and presence heartbeats, ~0.005 ms a second each (not measured).
    serverMs += (sockets * 0.005) / speed;
    // Background per process: outbox poll each second, ~10 jobs a minute (~1.2 statements/s, not measured).
    serverMs += (processes * 0.5) / speed;
    pgMs += (processes * 0.3) / speed;
    statements += processes * 1.2;
    const cores = serverMs / 1000 / TARGET.serverUtilisation;
    // N + 1 (one instance may be lost or being deployed), and never fewer than two.
    const next = Math.max(2, Math.ceil(cores / TARGET.instanceCores) + 1);
    if (next === instances) break;
    instances = next;
  }
  const serverCores = serverMs / 1000 / TARGET.serverUtilisation;
  const breakdown = Object.fromEntries(rates(hit).map(([op, n]) => [op, `${round(n, 1)}/s: server ${Math.round(cost(op, 'server') * n)} ms/s, PostgreSQL ${Math.round(cost(op, 'pg') * n)} ms/s`]));
  const pgCores = pgMs / 1000 / TARGET.pgUtilisation;
  const processes = instances * TARGET.processesPerInstance;
  // Realtime bus envelopes: one per send, typing frame, read, socket arrival/departure announced,
  // search change; plus the triggers' notifications (booking facts, sessions revoked).
  const busPerSecond = messagesPerSecond * (1 + d.typingPerMessage + d.readReceiptsPerMessage) + socketOpensPerSecond * 2 * d.socketsWithCounterparts + readModelWritesPerSecond;
  const triggerPerSecond = bookingsPerSecond * 2 + visitsPerSecond * 2 + bookingsPerSecond * d.signInsPerBooking;
  return {
    share: sharePercent,
    bookingsPerMonth: Math.round(bookingsPerMonth),
    peakHourBookings: Math.round(peakHour),
    launchPeakBookingsPerSecond: round(bookingsPerSecond, 2),
    visitPeakPerSecond: round(visitsPerSecond, 2),
    requestsPerSecond: Math.round(rates(hit).reduce((sum, [, n]) => sum + n, 0)),
    searchesPerSecond: Math.round(searchesPerSecond),
    messagesPerSecond: round(messagesPerSecond, 1),
    cleaners: Math.round(cleaners),
    sockets: Math.round(sockets),
    cacheFlushSeconds: round(flushSeconds, 1),
    searchHitRate: round(hit, 2),
    serverCores: round(serverCores, 1),
    instances,
    processes,
    pgCores: round(pgCores, 1),
    pgCoresSearchShare: round(searchPgMs / 1000 / TARGET.pgUtilisation, 1),
    statementsPerSecond: Math.round(statements),
    connections: processes * (poolMax + 1 + 3),
    busEnvelopesPerSecond: Math.round(busPerSecond),
    notifyingCommitsPerSecond: Math.round(busPerSecond + triggerPerSecond),
    notifyHeadroom: round(TARGET.notifyCommitsPerSecond / (busPerSecond + triggerPerSecond), 0),
    socketsPerProcess: Math.round(sockets / processes),
    breakdown,
  };
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

const rows = shares.map(model);
if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else {
  const keys = (Object.keys(rows[0]!) as (keyof (typeof rows)[number])[]).filter((k) => k !== 'breakdown');
  const width = Math.max(...keys.map((k) => k.length));
  console.log(`speed ${speed}, launch x${launch}, DB_POOL_MAX ${poolMax}, unmeasured x${unmeasured}`);
  for (const key of keys) console.log(`${key.padEnd(width)}  ${rows.map((r) => String(r[key]).padStart(12)).join('')}`);
  if (process.argv.includes('--breakdown')) for (const r of rows) console.log(`\n${r.share} %:`, r.breakdown);
}
