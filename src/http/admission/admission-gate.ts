import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { AdmissionClass, AdmissionConfig } from '../../config/admission-config.js';
import { localeFromHeader, translate } from '../messages.js';
import { ADMISSION_CLASSES, AdmissionController, type RefusalReason } from './admission-controller.js';
import { startLoadMonitor } from './load-monitor.js';
import type { Classified } from './request-classes.js';

const CLASSIFIED = Symbol('eclat.admission.classified');
type Marked = IncomingMessage & { [CLASSIFIED]?: Classified };

/** The class the gate gave this request (the per-address limit reads it rather than looking the operation up again). */
export function classificationOf(req: IncomingMessage): Classified | undefined {
  return (req as Marked)[CLASSIFIED];
}

export interface AdmissionGateDeps {
  settings: AdmissionConfig;
  classify(req: IncomingMessage): Classified;
  /** Checkouts waiting for a pooled connection. */
  poolWaiting(): number;
  /** Where the refusals are counted (the app's /metrics registry) and each refused answer goes into the HTTP series. */
  metrics?: { registry: Registry; observeRequest(method: string, route: string, status: number, seconds: number): void };
}

export interface AdmissionGate {
  /** The server's request listener: admission in front of `next` (the Koa app's callback). */
  listener(next: RequestListener): RequestListener;
  /** Whether a WebSocket upgrade may be authenticated now (it takes a cheap read's slot for no longer than that). */
  admitsUpgrade(): boolean;
  /** From now on readiness fails and every answer closes its connection (SIGTERM). */
  startDrain(): void;
  readonly draining: boolean;
  readonly retryAfterSeconds: number;
  stats(): ReturnType<AdmissionController['stats']> & { refused: number; refusedBy: Record<RefusalReason, number>; lagMs: number; utilization: number };
  stop(): void;
}

/** Precomputed refusals: the point of refusing is to cost almost nothing. */
function refusalBodies(retryAfterSeconds: number) {
  const json = (locale: 'fr' | 'en') => Buffer.from(JSON.stringify({ error: 'service_unavailable', message: translate('service_unavailable', locale) }));
  const page = Buffer.from(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds + 3}"><title>Éclat</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Le service est très sollicité</h1><p>Réessayez dans quelques secondes&nbsp;: la page se recharge d’elle-même.</p>
<h2 lang="en">Éclat is very busy</h2><p lang="en">Please try again in a few seconds: this page reloads by itself.</p>
</body></html>`);
  return { fr: json('fr'), en: json('en'), page };
}

/**
 * Admission control in front of the whole app (issue #37): each request is classed (src/http/admission/
 * request-classes.ts), then admitted, queued briefly or refused by the controller. A refusal is written
 * here, before Koa, the session lookup or any statement: a 503 `service_unavailable` with Retry-After,
 * JSON in the caller's language (an HTML page for a page request). Everything else goes on to `next`.
 */
export function createAdmissionGate(deps: AdmissionGateDeps): AdmissionGate {
  const { settings } = deps;
  const controller = new AdmissionController({ ...settings, maxEventLoopUtilization: settings.maxEventLoopUtilizationPercent / 100 }, { poolWaiting: deps.poolWaiting });
  const bodies = refusalBodies(settings.retryAfterSeconds);
  const retryAfter = String(settings.retryAfterSeconds);
  let monitor: ReturnType<typeof startLoadMonitor> | null = null;
  let draining = false;
  // Responses in progress, so that a drain can ask each to close its connection when it is answered.
  const inProgress = new Set<ServerResponse>();

  // Counted by hand (a labelled counter's lookup costs microseconds, a refusal must not) and read at scrape time.
  const refusedBy: Record<AdmissionClass, Record<RefusalReason, number>> = Object.fromEntries(ADMISSION_CLASSES.map((c) => [c, { busy: 0, waited: 0, lagging: 0, pool: 0 }])) as Record<AdmissionClass, Record<RefusalReason, number>>;
  let refusedTotal = 0;
  if (deps.metrics) {
    const registers = [deps.metrics.registry];
    new Counter({
      name: 'eclat_admission_refused_total',
      help: 'Requests refused by admission control (503 with Retry-After), by class and reason (busy, waited, lagging, pool)',
      labelNames: ['class', 'reason'],
      registers,
      collect() {
        this.reset();
        for (const cls of ADMISSION_CLASSES) for (const [reason, n] of Object.entries(refusedBy[cls])) if (n) this.inc({ class: cls, reason }, n);
      },
    });
    new Gauge({
      name: 'eclat_admission_requests',
      help: 'Requests admitted and in progress (running) or waiting for a slot (waiting), by class',
      labelNames: ['class', 'state'],
      registers,
      collect() {
        const stats = controller.stats();
        for (const cls of ADMISSION_CLASSES) {
          this.set({ class: cls, state: 'running' }, stats.running[cls]);
          this.set({ class: cls, state: 'waiting' }, stats.waiting[cls]);
        }
      },
    });
    new Gauge({ name: 'eclat_admission_admitted_share', help: 'Share of new requests admitted (below 1 while the event loop lags)', registers, collect() { this.set(controller.stats().share); } });
  }

  const headersOf = (body: Buffer, type: string) => ({ 'Content-Type': type, 'Content-Length': body.length, 'Retry-After': retryAfter, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  const answers = {
    fr: { body: bodies.fr, headers: headersOf(bodies.fr, 'application/json; charset=utf-8') },
    en: { body: bodies.en, headers: headersOf(bodies.en, 'application/json; charset=utf-8') },
    page: { body: bodies.page, headers: headersOf(bodies.page, 'text/html; charset=utf-8') },
  };
  const refuse = (req: IncomingMessage, res: ServerResponse, classified: Classified, reason: RefusalReason, since: number) => {
    refusedTotal += 1;
    refusedBy[classified.cls!][reason] += 1;
    deps.metrics?.observeRequest(req.method ?? 'GET', classified.route, 503, (performance.now() - since) / 1000);
    if (res.headersSent || res.destroyed) return;
    const language = req.headers['accept-language'];
    const answer =
      classified.route === 'web' && (req.headers.accept ?? '').includes('text/html')
        ? answers.page
        : language !== undefined && language.includes('en') && localeFromHeader(language) === 'en'
          ? answers.en
          : answers.fr;
    res.writeHead(503, answer.headers);
    res.end(answer.body);
  };
  // Answers in progress (not refusals: they are over at once), for the drain.
  const track = (res: ServerResponse, leave?: () => void) => {
    if (!draining) inProgress.add(res);
    res.once('close', () => {
      inProgress.delete(res);
      leave?.();
    });
  };

  return {
    listener(next) {
      if (settings.enabled) monitor ??= startLoadMonitor((sample) => controller.tick(sample.lagMs, sample.utilization));
      return (req, res) => {
        if (draining) res.shouldKeepAlive = false;
        if (!settings.enabled) {
          track(res);
          return next(req, res);
        }
        const classified = deps.classify(req);
        (req as Marked)[CLASSIFIED] = classified;
        const cls = classified.cls;
        if (cls === null) {
          track(res);
          return next(req, res);
        }
        const since = performance.now();
        const queued = controller.enter(cls, {
          admit: () => {
            track(res, () => controller.leave(cls));
            next(req, res);
          },
          refuse: (reason) => refuse(req, res, classified, reason, since),
        });
        // A client that gives up while waiting frees its place in the queue.
        if (queued) res.once('close', () => controller.cancel(cls, queued));
      };
    },
    admitsUpgrade: () => !settings.enabled || controller.admitsNow('read'),
    startDrain() {
      draining = true;
      // Answers still to come close their connection once sent: the proxy opens its next one elsewhere.
      for (const res of inProgress) if (!res.headersSent) res.shouldKeepAlive = false;
      inProgress.clear();
    },
    get draining() {
      return draining;
    },
    retryAfterSeconds: settings.retryAfterSeconds,
    stats: () => {
      const by: Record<RefusalReason, number> = { busy: 0, waited: 0, lagging: 0, pool: 0 };
      for (const cls of ADMISSION_CLASSES) for (const reason of Object.keys(by) as RefusalReason[]) by[reason] += refusedBy[cls][reason];
      return { ...controller.stats(), refused: refusedTotal, refusedBy: by, lagMs: monitor?.lagMs() ?? 0, utilization: monitor?.utilization() ?? 0 };
    },
    stop() {
      monitor?.stop();
      monitor = null;
    },
  };
}
