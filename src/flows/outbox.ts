import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Clock } from '../shared/clock.js';
import type { FlowEvents } from '../shared/flow-events.js';
import { newId } from '../shared/ids.js';
import { afterCommit, inTransaction } from '../shared/unit-of-work.js';
import { sqlDate } from '../shared/sql-values.js';
import { noopTracer, type Tracer } from '../shared/tracer.js';

/** What an outbox reports about its steps (metrics and traces, src/observability). */
export interface OutboxObservers {
  tracer?: Tracer;
  /** Each step this instance ran, and whether it was done or failed (to be retried). */
  onStep?: (flow: string, step: string, outcome: 'done' | 'failed') => void;
}

/**
 * The transactional outbox behind every cross-module flow (issue #13, docs/decisions.md "Flows").
 * `emit` writes one row per step of the event's flow in the caller's transaction; once that
 * transaction commits, the steps run right away, each in a transaction of its own that also marks
 * the row done, so a step's database effects happen exactly once. A step that fails is retried
 * with a growing delay; a process that dies in between leaves the rows to the poller of any
 * instance (rows are taken with FOR UPDATE SKIP LOCKED). Steps must also be idempotent by their
 * key, since an effect outside the database (an email, a Stripe call) cannot join the transaction.
 */
export interface FlowStep<P = Record<string, unknown>> {
  name: string;
  run(payload: P): Promise<void>;
}

export interface Flow {
  /** The event that starts it, e.g. `booking.visit_ended`. */
  event: string;
  steps: FlowStep[];
  /** Steps the caller need not wait for (emails): started after the commit, the answer leaves at once. */
  background?: boolean;
  /** The payload is replaced by `{}` once the steps are done (emails whose links carry secrets). */
  forgetPayload?: boolean;
}

export interface OutboxRow {
  id: string;
  flow: string;
  step: string;
  key: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  availableAt: Date;
}

export interface OutboxStats {
  pending: number;
  failing: number;
  oldestPendingAt: Date | null;
  /** Rows that failed at least once and are still to do, most attempts first. */
  stuck: OutboxRow[];
}

/** Delay before the n-th retry (n >= 1): 5 s, 30 s, 2 min, 10 min, then hourly. */
export function retryDelayMs(attempts: number): number {
  const steps = [5_000, 30_000, 120_000, 600_000];
  return steps[Math.min(attempts, steps.length + 1) - 1] ?? 3_600_000;
}

type Raw = { id: string; flow: string; step: string; key: string; payload: Record<string, unknown>; attempts: number; last_error: string | null; created_at: Date | string; available_at: Date | string };
const toRow = (r: Raw): OutboxRow => ({ id: r.id, flow: r.flow, step: r.step, key: r.key, attempts: Number(r.attempts), lastError: r.last_error, createdAt: sqlDate(r.created_at), availableAt: sqlDate(r.available_at) });

export class Outbox implements FlowEvents {
  private readonly flows = new Map<string, Flow>();
  private polling: NodeJS.Timeout | null = null;
  private draining: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly em: () => EntityManager,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly observers: OutboxObservers = {},
  ) {}

  register(...flows: Flow[]): void {
    for (const f of flows) this.flows.set(f.event, f);
  }

  /** `availableAt` (later than now) leaves the steps to the poller until then (e.g. a webhook's next retry). */
  async emit(event: string, key: string, payload: Record<string, unknown>, options: { availableAt?: Date } = {}): Promise<void> {
    const flow = this.flows.get(event);
    if (!flow) throw new Error(`no flow for event ${event}`);
    const now = this.clock.now();
    const availableAt = options.availableAt && options.availableAt > now ? options.availableAt : now;
    const ids = flow.steps.map(() => newId());
    await this.em().execute(
      `insert into platform_outbox (id, flow, step, key, payload, created_at, available_at)
       select s.id, ?, s.step, ?, ?::jsonb, ?, ? from jsonb_to_recordset(?::jsonb) as s(id uuid, step text)
       on conflict (flow, step, key) do nothing`,
      [event, key, JSON.stringify(payload), now, availableAt, JSON.stringify(flow.steps.map((s, i) => ({ id: ids[i], step: s.name })))],
    );
    if (availableAt > now) return;
    // After the commit the caller waits for its steps (as the follow-ups always were) unless they are
    // background ones; the rows stay for the poller if this process dies first or a step fails.
    await afterCommit(async () => {
      if (!flow.background) return this.runRows(ids);
      this.draining = this.draining.then(() => this.runRows(ids)).catch((e: unknown) => this.log.warn({ err: e }, 'background flow steps failed'));
    });
  }

  /** Due rows of any flow, one transaction each; returns how many steps were done. */
  async processDue(limit = 100): Promise<number> {
    let done = 0;
    for (let i = 0; i < limit; i++) {
      const outcome = await this.runOne(null);
      if (outcome === 'none') break;
      if (outcome === 'done') done++;
    }
    return done;
  }

  /** Polls for due rows every `everyMs` (the steps of a process that died, retries). */
  start(everyMs = 1000): void {
    if (this.polling) return;
    this.polling = setInterval(() => {
      this.draining = this.draining
        .then(() => RequestContext.create(this.em(), () => this.processDue()))
        .catch((e: unknown) => this.log.warn({ err: e }, 'outbox poll failed'));
    }, everyMs);
    this.polling.unref();
  }

  async stop(): Promise<void> {
    if (this.polling) clearInterval(this.polling);
    this.polling = null;
    await this.draining;
  }

  async stats(limit = 20): Promise<OutboxStats> {
    const backlog = await this.backlog();
    const stuck = await this.em().execute<Raw[]>(
      `select id, flow, step, key, payload, attempts, last_error, created_at, available_at from platform_outbox
        where processed_at is null and attempts > 0 order by attempts desc, created_at limit ?`,
      [limit],
    );
    return { ...backlog, stuck: stuck.map(toRow) };
  }

  /** Steps still to do, those that failed at least once, and when the oldest was written (/metrics, at scrape time). */
  async backlog(): Promise<{ pending: number; failing: number; oldestPendingAt: Date | null }> {
    const [counts] = await this.em().execute<{ pending: string; failing: string; oldest: Date | string | null }[]>(
      `select count(*) as pending, count(*) filter (where attempts > 0) as failing, min(created_at) as oldest
         from platform_outbox where processed_at is null`,
    );
    return { pending: Number(counts?.pending ?? 0), failing: Number(counts?.failing ?? 0), oldestPendingAt: counts?.oldest ? sqlDate(counts.oldest) : null };
  }

  /** Done rows are kept a week for inquiries, then removed. */
  async sweep(keepDays = 7): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - keepDays * 86_400_000);
    const rows = await this.em().execute<{ id: string }[]>('delete from platform_outbox where processed_at < ? returning id', [cutoff]);
    return rows.length;
  }

  private async runRows(ids: string[]): Promise<void> {
    for (const id of ids) await this.runOne(id);
  }

  /** Takes one row (this id, or the next due one), runs its step and marks it done, all in one transaction. */
  private async runOne(id: string | null): Promise<'done' | 'failed' | 'none'> {
    let taken: Raw | undefined;
    try {
      const ran = await inTransaction(this.em(), async (em) => {
        const now = this.clock.now();
        [taken] = await em.execute<Raw[]>(
          `select id, flow, step, key, payload, attempts, last_error, created_at, available_at from platform_outbox
            where processed_at is null and ${id ? 'id = ?' : 'available_at <= ?'}
            order by available_at limit 1 for update skip locked`,
          [id ?? now],
        );
        if (!taken) return false;
        const flow = this.flows.get(taken.flow);
        const step = flow?.steps.find((s) => s.name === taken!.step);
        if (!flow || !step) throw new Error(`no step ${taken.step} in flow ${taken.flow}`);
        const row = taken;
        await (this.observers.tracer ?? noopTracer).span('outbox.step', { 'flow.event': row.flow, 'flow.step': row.step }, () => step.run(row.payload));
        await em.execute(
          `update platform_outbox set processed_at = ?, attempts = attempts + 1, last_error = null${flow.forgetPayload ? ", payload = '{}'::jsonb" : ''} where id = ?`,
          [this.clock.now(), taken.id],
        );
        return true;
      });
      if (ran && taken) this.observers.onStep?.(taken.flow, taken.step, 'done');
      return ran ? 'done' : 'none';
    } catch (error) {
      if (!taken) throw error;
      this.observers.onStep?.(taken.flow, taken.step, 'failed');
      const attempts = Number(taken.attempts) + 1;
      this.log.error({ err: error, flow: taken.flow, step: taken.step, key: taken.key, attempts }, 'flow step failed; it will be retried');
      const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(attempts));
      const message = error instanceof Error ? error.message : String(error);
      await this.em()
        .execute('update platform_outbox set attempts = ?, last_error = ?, available_at = ? where id = ? and processed_at is null', [attempts, message.slice(0, 2000), retryAt, taken.id])
        .catch((e: unknown) => this.log.error({ err: e, id: taken!.id, flow: taken!.flow, step: taken!.step }, 'could not record a failed flow step'));
      return 'failed';
    }
  }
}
