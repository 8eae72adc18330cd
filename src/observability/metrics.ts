import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { Next } from 'koa';
import type { AppContext } from '../shared/http-kit.js';
import { noopTracer, type Tracer } from '../shared/tracer.js';
import type { GuardedPool } from '../db/connection-guard.js';
import { within } from '../shared/within.js';

/**
 * Prometheus metrics of one app (issue #21, docs/decisions.md "Metrics, logs and traces").
 * Counters and histograms are updated in process as things happen; figures read from the database
 * (the outbox backlog) are read only when /metrics is scraped, each within a short timeout.
 */

/** Latency buckets of HTTP answers and jobs, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Waits for a pooled connection, in seconds (the pool gives up after DB_ACQUIRE_TIMEOUT_MS, 3 s by default). */
const ACQUIRE_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3, 10];
/** A scrape never waits longer than this for a figure read from the database. */
export const SCRAPE_READ_TIMEOUT_MS = 1000;

/** Node's own figures (heap, event loop delay, CPU): once per process, whichever app scrapes them. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface OutboxBacklog {
  pending: number;
  failing: number;
  oldestPendingAt: Date | null;
}

/** What the scrape reads at its time (wired by src/app.ts and src/server.ts). */
export interface ScrapeSources {
  outboxBacklog?: () => Promise<OutboxBacklog>;
  socketsHeld?: () => number;
  pool?: GuardedPool;
  now?: () => Date;
}

/** One (method, route, status class): its count, its summed duration and its cumulative-to-be bucket counts. */
interface RequestSeries {
  labels: { method: string; route: string; status_class: string };
  count: number;
  sum: number;
  buckets: Float64Array;
}

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * The two HTTP families, kept by hand: prom-client's label hashing costs a few microseconds per
 * update, ten times this (a map lookup, two additions, a bucket search). They are handed to its
 * registry as ordinary metrics, so the exposition is prom-client's.
 */
class RequestStats {
  /** route -> method -> series by status class (index 1..5): lookups without building a key. */
  private readonly byRoute = new Map<string, Map<string, (RequestSeries | undefined)[]>>();
  private readonly series: RequestSeries[] = [];

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const index = Math.min(9, Math.max(0, Math.floor(status / 100)));
    let s = byClass[index];
    if (!s) {
      s = { labels: { method, route, status_class: statusClass(status) }, count: 0, sum: 0, buckets: new Float64Array(DURATION_BUCKETS.length) };
      byClass[index] = s;
      this.series.push(s);
    }
    s.count++;
    s.sum += seconds;
    for (let i = 0; i < DURATION_BUCKETS.length; i++) {
      if (seconds <= DURATION_BUCKETS[i]!) {
        s.buckets[i]!++;
        break;
      }
    }
  }

  register(registry: Registry): void {
    const counter = { name: 'eclat_http_requests_total', help: 'HTTP requests answered, by method, route template and status class (4xx and 5xx are the errors)', type: 'counter', aggregator: 'sum' };
    const histogram = { name: 'eclat_http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route template and status class', type: 'histogram', aggregator: 'sum' };
    const all = () => this.series;
    registry.registerMetric({ ...counter, get: async () => ({ ...counter, values: all().map((s): Sample => ({ labels: s.labels, value: s.count })) }) } as unknown as Metric);
    registry.registerMetric({
      ...histogram,
      get: async () => ({
        ...histogram,
        values: all().flatMap((s): Sample[] => {
          let cumulative = 0;
          const buckets = DURATION_BUCKETS.map((le, i): Sample => ({ metricName: `${histogram.name}_bucket`, labels: { ...s.labels, le }, value: (cumulative += s.buckets[i]!) }));
          return [
            ...buckets,
            { metricName: `${histogram.name}_bucket`, labels: { ...s.labels, le: '+Inf' }, value: s.count },
            { metricName: `${histogram.name}_sum`, labels: s.labels, value: s.sum },
            { metricName: `${histogram.name}_count`, labels: s.labels, value: s.count },
          ];
        }),
      }),
    } as unknown as Metric);
  }
}


/** `2xx`, `4xx`, `5xx`... */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * The route label of a request: the contract's path template (`/api/bookings/{id}`) or the router's,
 * never the raw path, so the number of series stays bounded whatever paths clients send. Requests no
 * route took are `web` (the app's pages and files) when answered, `unmatched` otherwise.
 */
export function routeLabel(ctx: AppContext): string {
  const operation = ctx.state.operationTemplate;
  if (operation !== undefined) return operation;
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') {
    // Router paths are few and fixed: each is rewritten once.
    let label = routerTemplates.get(matched);
    if (label === undefined) routerTemplates.set(matched, (label = matched.replace(/:(\w+)/g, '{$1}')));
    return label;
  }
  return ctx.status < 400 && (ctx.method === 'GET' || ctx.method === 'HEAD') ? 'web' : 'unmatched';
}
const routerTemplates = new Map<string, string>();

export class Metrics {
  readonly registry = new Registry();
  private readonly sources: ScrapeSources = {};
  private readonly requests = new RequestStats();
  readonly poolConnections = new Gauge({ name: 'eclat_db_pool_connections', help: 'Connections of the database pool: open (total), in use, idle, and checkouts waiting for one', labelNames: ['state'], registers: [this.registry] });
  readonly poolMax = new Gauge({ name: 'eclat_db_pool_max_connections', help: 'Largest number of connections the pool opens (DB_POOL_MAX)', registers: [this.registry] });
  readonly poolAcquire = new Histogram({ name: 'eclat_db_pool_acquire_seconds', help: 'Wait for a pooled connection, by outcome (acquired, failed: timeout or database down)', labelNames: ['outcome'], buckets: ACQUIRE_BUCKETS, registers: [this.registry] });
  readonly outboxPending = new Gauge({ name: 'eclat_outbox_pending_steps', help: 'Flow steps waiting in the outbox (read at scrape time)', registers: [this.registry] });
  readonly outboxFailing = new Gauge({ name: 'eclat_outbox_failing_steps', help: 'Pending flow steps that failed at least once (read at scrape time)', registers: [this.registry] });
  readonly outboxOldestAge = new Gauge({ name: 'eclat_outbox_oldest_pending_age_seconds', help: 'Age of the oldest pending flow step, 0 when none (read at scrape time)', registers: [this.registry] });
  readonly outboxSteps = new Counter({ name: 'eclat_outbox_steps_total', help: 'Flow steps run by this instance, by flow, step and outcome (done, failed)', labelNames: ['flow', 'step', 'outcome'], registers: [this.registry] });
  readonly jobRuns = new Counter({ name: 'eclat_job_runs_total', help: 'Scheduled job runs on this instance, by job and outcome (succeeded, failed)', labelNames: ['job', 'outcome'], registers: [this.registry] });
  readonly jobDuration = new Histogram({ name: 'eclat_job_duration_seconds', help: 'Duration of scheduled job runs, by job', labelNames: ['job'], buckets: DURATION_BUCKETS, registers: [this.registry] });
  readonly socketsHeld = new Gauge({ name: 'eclat_realtime_sockets', help: 'WebSockets open on this instance (/ws/messages)', registers: [this.registry] });
  readonly framesDelivered = new Counter({ name: 'eclat_realtime_frames_delivered_total', help: 'Frames written to sockets of this instance, by frame type (NEW_MESSAGE are the messages delivered)', labelNames: ['type'], registers: [this.registry] });
  readonly payments = new Counter({ name: 'eclat_payments_total', help: 'Money-moving calls to the payment provider, by provider, operation and outcome', labelNames: ['provider', 'operation', 'outcome'], registers: [this.registry] });
  readonly sourceUp = new Gauge({ name: 'eclat_metrics_source_up', help: 'Whether the last scrape could read this source (1) or not within its timeout (0)', labelNames: ['source'], registers: [this.registry] });

  constructor(private readonly tracer: Tracer = noopTracer) {
    this.requests.register(this.registry);
  }

  /** Late-bound sources (the socket gateway is attached after the app is built). */
  readFrom(sources: ScrapeSources): void {
    Object.assign(this.sources, sources);
    if (sources.pool) sources.pool.onAcquire = (ms, ok) => this.poolAcquire.observe({ outcome: ok ? 'acquired' : 'failed' }, ms / 1000);
  }

  /** First middleware: one update of the HTTP series per request (RequestStats: well under a microsecond). */
  httpMiddleware() {
    return async (ctx: AppContext, next: Next) => {
      const started = performance.now();
      let failed = false;
      try {
        await (this.tracer.enabled ? this.tracer.span('http.request', { 'http.method': ctx.method }, async (span) => {
          try {
            await next();
          } finally {
            span.setAttribute('http.route', routeLabel(ctx));
            span.setAttribute('http.status_code', ctx.status);
            if (ctx.state.requestId) span.setAttribute('eclat.request_id', ctx.state.requestId);
          }
        }) : next());
      } catch (e) {
        failed = true;
        throw e;
      } finally {
        this.observeRequest(ctx.method, routeLabel(ctx), failed ? 500 : ctx.status, (performance.now() - started) / 1000);
      }
    };
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }

  observeStep(flow: string, step: string, outcome: 'done' | 'failed'): void {
    this.outboxSteps.inc({ flow, step, outcome });
  }

  /** Wraps a job run: counts it by outcome and times it. */
  async job<T>(name: string, run: () => Promise<T>): Promise<T> {
    const end = this.jobDuration.startTimer({ job: name });
    try {
      const result = await this.tracer.span('job.run', { 'job.name': name }, () => run());
      this.jobRuns.inc({ job: name, outcome: 'succeeded' });
      return result;
    } catch (e) {
      this.jobRuns.inc({ job: name, outcome: 'failed' });
      throw e;
    } finally {
      end();
    }
  }

  framesSent(type: string, count = 1): void {
    this.framesDelivered.inc({ type }, count);
  }

  paymentOutcome(event: { provider: string; operation: string; outcome: string }): void {
    this.payments.inc({ provider: event.provider, operation: event.operation, outcome: event.outcome });
  }

  /** The exposition text: figures read from the database first (each within its timeout), then everything. */
  async render(): Promise<string> {
    const { pool, socketsHeld, outboxBacklog } = this.sources;
    if (pool?.pool) {
      const p = pool.pool;
      this.poolConnections.set({ state: 'total' }, p.totalCount);
      this.poolConnections.set({ state: 'idle' }, p.idleCount);
      this.poolConnections.set({ state: 'in_use' }, p.totalCount - p.idleCount);
      this.poolConnections.set({ state: 'waiting' }, p.waitingCount);
      this.poolMax.set(p.options.max ?? 0);
    }
    if (socketsHeld) this.socketsHeld.set(socketsHeld());
    if (outboxBacklog) {
      try {
        const backlog = await within(SCRAPE_READ_TIMEOUT_MS, outboxBacklog());
        const now = (this.sources.now?.() ?? new Date()).getTime();
        this.outboxPending.set(backlog.pending);
        this.outboxFailing.set(backlog.failing);
        this.outboxOldestAge.set(backlog.oldestPendingAt ? Math.max(0, (now - backlog.oldestPendingAt.getTime()) / 1000) : 0);
        this.sourceUp.set({ source: 'outbox' }, 1);
      } catch {
        // The last figures stay; the source says they are stale.
        this.sourceUp.set({ source: 'outbox' }, 0);
      }
    }
    const [own, node] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${node}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
