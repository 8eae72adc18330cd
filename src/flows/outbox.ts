import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Clock } from '../shared/clock.js';
import type { StagedFlow, StagingFlowEvents } from '../shared/flow-events.js';
import { newId } from '../shared/ids.js';
import { preparedRows, type PreparedStatement } from '../shared/prepared-sql.js';
import { afterCommit, holdsConnection, inTransaction, outermostTransaction } from '../shared/unit-of-work.js';
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
 * `emit` writes one row per step of the event's flow in the caller's transaction (all the events of
 * a transaction in one statement, just before it commits); once that transaction commits, the steps
 * run right away, each in a transaction of its own that first marks the row done, so a step's
 * database effects happen exactly once (steps marked `external` run without one and are marked done
 * together afterwards: at least once). A step that fails is retried
 * with a growing delay; a process that dies in between leaves the rows to the poller of any
 * instance (rows are taken with FOR UPDATE SKIP LOCKED). Steps must also be idempotent by their
 * key, since an effect outside the database (an email, a Stripe call) cannot join the transaction.
 */
export interface FlowStep<P = Record<string, unknown>> {
  name: string;
  run(payload: P): Promise<void>;
  /**
   * It needs no transaction: its effects are outside the database (an email: reads, then a send) or
   * are database writes that are idempotent on their own (a webhook publication: every row it writes
   * has a unique key, so running it again writes nothing twice and finishes what a crash cut short).
   * Right after the commit it runs on its own and is marked done with the other such steps of the
   * event in one statement. It may run twice if the process dies between its effect and that mark
   * (at least once, as an email always was). What it emits for a flow of such steps (`mail.send`)
   * runs inside it, with no row of its own: the step succeeds only once that succeeded.
   */
  external?: boolean;
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

/** External steps this process ran, marked done together (every request's emails): prepared. */
const MARK_DONE: PreparedStatement = {
  name: 'outbox.mark_done',
  text: `update platform_outbox set processed_at = $1, attempts = attempts + 1, last_error = null,
           payload = case when id = any($2::uuid[]) then '{}'::jsonb else payload end
          where id = any($3::uuid[]) and processed_at is null`,
};

/** Background batches run at once by one process (OUTBOX_BACKGROUND_CONCURRENCY), and the most events one of them takes. */
export const DEFAULT_BACKGROUND_CONCURRENCY = 4;
const BACKGROUND_BATCH = 16;

/** How long the steps without a transaction that this process runs itself are left to it (then to any poller). */
export const EXTERNAL_LEASE_MS = 60_000;
/** A leased row's lease is renewed before its step when less than this is left (a backlog behind slow steps). */
const RENEW_WHEN_LEFT_MS = EXTERNAL_LEASE_MS / 2;

/** Renews a lease unless another poller holds the row (it took it once the lease ran out) or it is done. */
const RENEW_LEASE: PreparedStatement = {
  name: 'outbox.renew_lease',
  text: `update platform_outbox set available_at = $1
          where id = (select id from platform_outbox where id = $2 and processed_at is null for update skip locked)
          returning id`,
};

export class Outbox implements StagingFlowEvents {
  private readonly flows = new Map<string, Flow>();
  private polling: NodeJS.Timeout | null = null;
  private draining: Promise<unknown> = Promise.resolve();
  /**
   * Rows leased to this process that it has still to run or is running (external steps after their
   * commit): its own poller leaves them whatever the clock says, so a step is never run twice here.
   */
  private readonly held = new Set<string>();
  private readonly renewEveryMs: number;
  /**
   * Background events committed and not yet run. Up to `backgroundConcurrency` runners take them in
   * order, each up to BACKGROUND_BATCH at a time, whose external steps are marked done by one statement:
   * a busy instance's emails wait on one another's round trips no longer, and a backlog costs fewer statements.
   */
  private readonly backgroundQueue: Pending[] = [];
  private readonly backgroundRunners = new Set<Promise<void>>();
  private readonly backgroundConcurrency: number;
  /** Foreground steps run right after their transaction's commit, still under way (see `settled`). */
  private readonly foregroundRuns = new Set<Promise<void>>();

  constructor(
    private readonly em: () => EntityManager,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly observers: OutboxObservers = {},
    /** How often a running external step's lease is renewed (a third of the lease by default). */
    options: { renewEveryMs?: number; backgroundConcurrency?: number } = {},
  ) {
    this.renewEveryMs = options.renewEveryMs ?? EXTERNAL_LEASE_MS / 3;
    this.backgroundConcurrency = Math.max(1, options.backgroundConcurrency ?? DEFAULT_BACKGROUND_CONCURRENCY);
  }

  register(...flows: Flow[]): void {
    for (const f of flows) this.flows.set(f.event, f);
  }

  /** `availableAt` (later than now) leaves the steps to the poller until then (e.g. a webhook's next retry). */
  async emit(event: string, key: string, payload: Record<string, unknown>, options: { availableAt?: Date } = {}): Promise<void> {
    const flow = this.flowOf(event);
    // An email asked for by a step that is itself an email's (no transaction): sent as part of that step.
    const inside = insideExternalStep.getStore();
    if (inside && !(options.availableAt && options.availableAt > this.clock.now()) && !holdsConnection() && flow.steps.every((s) => s.external)) {
      inside.push({ flow, payload });
      return;
    }
    const pending = this.pending(flow, key, payload, options.availableAt);
    // In a transaction, the events of the whole transaction are written by one statement just before it commits.
    const tx = outermostTransaction();
    if (tx) {
      let batch = tx.state.get(PENDING) as Pending[] | undefined;
      if (!batch) {
        tx.state.set(PENDING, (batch = []));
        tx.beforeCommit(() => this.write(batch!));
      }
      batch.push(pending);
      return;
    }
    await this.write([pending]);
  }

  /** See StagingFlowEvents: the rows `emit` would write, for the caller's own statement to write. */
  stage(event: string, key: string, payload: Record<string, unknown>): StagedFlow {
    const pending = this.pending(this.flowOf(event), key, payload);
    const createdAt = this.clock.now();
    return {
      rows: JSON.stringify(pending.rows.map((r) => ({ ...r, payload, created_at: createdAt }))),
      written: (ids) => this.runFresh([pending], new Set(ids)),
    };
  }

  /**
   * Rows a module's own statement wrote for this event (messaging's insert of a message writes its
   * message.created row in the same statement: no round trip of its own), with one id per step:
   * run as if `emit` had written them, once that statement's transaction commits.
   */
  async written(event: string, key: string, payload: Record<string, unknown>, idsByStep: Record<string, string>): Promise<void> {
    const flow = this.flowOf(event);
    const now = this.clock.now();
    // The module's statement leased them to this process as `pending` does (push-flow.ts).
    const leasedUntil = new Date(now.getTime() + EXTERNAL_LEASE_MS);
    const rows = flow.steps.filter((s) => idsByStep[s.name]).map((s) => ({ id: idsByStep[s.name]!, flow: event, step: s.name, key, available_at: s.external ? leasedUntil : now }));
    if (rows.length === 0) return;
    await this.runFresh([{ flow, payload, rows, run: true }], new Set(rows.map((r) => r.id)));
  }

  private flowOf(event: string): Flow {
    const flow = this.flows.get(event);
    if (!flow) throw new Error(`no flow for event ${event}`);
    return flow;
  }

  private pending(flow: Flow, key: string, payload: Record<string, unknown>, availableAt?: Date): Pending {
    const now = this.clock.now();
    const later = availableAt && availableAt > now ? availableAt : null;
    const rows = flow.steps.map((s) => ({
      id: newId(),
      flow: flow.event,
      step: s.name,
      key,
      // The steps this process runs right after the commit are leased to it, so that no poller sends an
      // email twice meanwhile; steps in a transaction need no lease (marking them done is their lock).
      available_at: later ?? (s.external ? new Date(now.getTime() + EXTERNAL_LEASE_MS) : now),
    }));
    return { flow, payload, rows, run: !later };
  }

  /** Writes the events' rows in one statement; once the transaction commits, runs the steps just written. */
  private async write(batch: Pending[]): Promise<void> {
    const rows = batch.flatMap((p) => p.rows.map((r) => ({ ...r, payload: p.payload })));
    if (rows.length === 0) return;
    const written = await this.em().execute<{ id: string }[]>(
      `insert into platform_outbox (id, flow, step, key, payload, created_at, available_at)
       select s.id, s.flow, s.step, s.key, s.payload, ?, s.available_at
         from jsonb_to_recordset(?::jsonb) as s(id uuid, flow text, step text, key text, payload jsonb, available_at timestamptz)
       on conflict (flow, step, key) do nothing returning id`,
      [this.clock.now(), JSON.stringify(rows)],
    );
    await this.runFresh(batch, new Set(written.map((r) => r.id)));
  }

  /** Once the transaction that wrote them commits, runs the rows really written (`fresh`: not already there). */
  private async runFresh(batch: Pending[], fresh: ReadonlySet<string>): Promise<void> {
    const toRun = batch.filter((p) => p.run).map((p) => ({ ...p, rows: p.rows.filter((r) => fresh.has(r.id)) })).filter((p) => p.rows.length > 0);
    if (toRun.length === 0) return;
    // After the commit the caller waits for its steps (as the follow-ups always were) unless they are
    // background ones; the rows stay for the poller if this process dies first or a step fails.
    await afterCommit(async () => {
      for (const p of toRun) for (const r of p.rows) if (p.flow.steps.find((s) => s.name === r.step)?.external) this.held.add(r.id);
      const foreground = toRun.filter((p) => !p.flow.background);
      const background = toRun.filter((p) => p.flow.background);
      if (foreground.length > 0) {
        const run = this.runWritten(foreground);
        this.foregroundRuns.add(run);
        await run.finally(() => this.foregroundRuns.delete(run));
      }
      if (background.length > 0) {
        this.backgroundQueue.push(...background);
        this.startBackgroundRunners();
      }
    });
  }

  private startBackgroundRunners(): void {
    while (this.backgroundRunners.size < this.backgroundConcurrency && this.backgroundRunners.size < this.backgroundQueue.length) {
      const runner: Promise<void> = insideExternalStep
        .exit(async () => {
          for (let batch = this.backgroundQueue.splice(0, BACKGROUND_BATCH); batch.length > 0; batch = this.backgroundQueue.splice(0, BACKGROUND_BATCH)) {
            // A context of its own per batch (as the poller's): a runner outlives the request that started it.
            await RequestContext.create(this.em(), () => this.runWritten(batch)).catch((e: unknown) => this.log.warn({ err: e }, 'background flow steps failed'));
          }
        })
        .finally(() => {
          this.backgroundRunners.delete(runner);
          // An event queued between this runner's last look and its end is not left waiting for the next commit.
          if (this.backgroundQueue.length > 0) this.startBackgroundRunners();
        });
      this.backgroundRunners.add(runner);
    }
  }

  /** Runs steps this process has just written (their payloads in hand: nothing to read back). */
  private async runWritten(batch: Pending[]): Promise<void> {
    const done: string[] = [];
    const forget: string[] = [];
    for (const p of batch) {
      for (const row of p.rows) {
        const step = p.flow.steps.find((s) => s.name === row.step)!;
        if (!step.external) {
          await this.runClaimed(p.flow, step, row, p.payload);
          continue;
        }
        try {
          // Its lease ran out while it waited (another instance's poller may have taken it): renewed first, or left.
          if (!(await this.stillLeased(row))) continue;
          await this.renewingLease(row.id, () => this.runExternal(p.flow, step, p.payload));
          done.push(row.id);
          if (p.flow.forgetPayload) forget.push(row.id);
          this.observers.onStep?.(p.flow.event, step.name, 'done');
        } catch (error) {
          await this.failed({ id: row.id, flow: p.flow.event, step: step.name, key: row.key, attempts: 0 }, error);
        } finally {
          this.held.delete(row.id);
        }
      }
    }
    if (done.length === 0) return;
    await preparedRows(this.em(), MARK_DONE, [this.clock.now(), `{${forget.join(',')}}`, `{${done.join(',')}}`]);
  }

  /** True when the row's lease is still this process's: it has time enough left, or it was renewed now. */
  private async stillLeased(row: { id: string; available_at: Date }): Promise<boolean> {
    const now = this.clock.now().getTime();
    if (row.available_at.getTime() - now > RENEW_WHEN_LEFT_MS) return true;
    const renewedUntil = new Date(now + EXTERNAL_LEASE_MS);
    const renewed = await preparedRows<{ id: string }>(this.em(), RENEW_LEASE, [renewedUntil, row.id]);
    if (renewed.length === 0) return false;
    row.available_at = renewedUntil;
    return true;
  }

  /** Runs a leased step, renewing its lease while it runs: a step slower than the lease is not handed to another poller. */
  private async renewingLease(id: string, run: () => Promise<void>): Promise<void> {
    const beat = setInterval(() => {
      const until = new Date(this.clock.now().getTime() + EXTERNAL_LEASE_MS);
      this.em()
        .execute('update platform_outbox set available_at = ? where id = ? and processed_at is null', [until, id])
        .catch((e: unknown) => this.log.warn({ err: e, id }, 'could not renew a flow step lease'));
    }, this.renewEveryMs);
    beat.unref();
    try {
      await run();
    } finally {
      clearInterval(beat);
    }
  }

  private async runExternal(flow: Flow, step: FlowStep, payload: Record<string, unknown>): Promise<void> {
    const inner: { flow: Flow; payload: Record<string, unknown> }[] = [];
    // A context of its own: what the step reads is fresh, not the identity map of the request that emitted it.
    await RequestContext.create(this.em(), async () => {
      await insideExternalStep.run(inner, () => (this.observers.tracer ?? noopTracer).span('outbox.step', { 'flow.event': flow.event, 'flow.step': step.name }, () => step.run(payload)));
      for (const e of inner) for (const s of e.flow.steps) await s.run(e.payload);
    });
  }

  /** A step in a transaction that first marks its row done (so a poller that took it meanwhile wins, and it does nothing). */
  private async runClaimed(flow: Flow, step: FlowStep, { id, key }: { id: string; key: string }, payload: Record<string, unknown>): Promise<void> {
    try {
      const ran = await inTransaction(this.em(), async (em) => {
        const claimed = await em.execute<{ id: string }[]>(
          `update platform_outbox set processed_at = ?, attempts = attempts + 1, last_error = null${flow.forgetPayload ? ", payload = '{}'::jsonb" : ''}
            where id = ? and processed_at is null returning id`,
          [this.clock.now(), id],
        );
        if (claimed.length === 0) return false;
        await (this.observers.tracer ?? noopTracer).span('outbox.step', { 'flow.event': flow.event, 'flow.step': step.name }, () => step.run(payload));
        return true;
      });
      if (ran) this.observers.onStep?.(flow.event, step.name, 'done');
    } catch (error) {
      // Its claim rolled back with it; the row was written by this process a moment ago (no attempt yet).
      await this.failed({ id, flow: flow.event, step: step.name, key, attempts: 0 }, error);
    }
  }

  /** Due rows of any flow, one transaction each; returns how many steps were done. */
  async processDue(limit = 100): Promise<number> {
    let done = 0;
    for (let i = 0; i < limit; i++) {
      const outcome = await this.runNextDue();
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

  /** Stops polling and waits for the poll under way and every step this process has taken after a commit. */
  async stop(): Promise<void> {
    if (this.polling) clearInterval(this.polling);
    this.polling = null;
    await this.draining;
    await this.settled();
  }

  /**
   * Resolves once no step this process took after a commit is still under way: a caller that did not
   * wait for them (a webhook's event is applied after its answer) sees their work, which a poller
   * would skip while their transaction holds the row.
   */
  async settled(): Promise<void> {
    while (this.foregroundRuns.size > 0 || this.backgroundRunners.size > 0) {
      await Promise.allSettled([...this.foregroundRuns, ...this.backgroundRunners]);
    }
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

  /** Takes the next due row, runs its step and marks it done, all in one transaction. */
  private async runNextDue(): Promise<'done' | 'failed' | 'none'> {
    let taken: Raw | undefined;
    try {
      const ran = await inTransaction(this.em(), async (em) => {
        const now = this.clock.now();
        [taken] = await em.execute<Raw[]>(
          `select id, flow, step, key, payload, attempts, last_error, created_at, available_at from platform_outbox
            where processed_at is null and available_at <= ? and not (id = any(?::uuid[]))
            order by available_at limit 1 for update skip locked`,
          [now, `{${[...this.held].join(',')}}`],
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
      await this.failed({ id: taken.id, flow: taken.flow, step: taken.step, key: taken.key, attempts: Number(taken.attempts) }, error);
      return 'failed';
    }
  }

  /** Records a failed attempt (`attempts`: the row's count before it) and when to try again. */
  private async failed(row: { id: string; flow: string; step: string; key: string; attempts: number }, error: unknown): Promise<void> {
    this.observers.onStep?.(row.flow, row.step, 'failed');
    const attempts = row.attempts + 1;
    this.log.error({ err: error, flow: row.flow, step: row.step, key: row.key, attempts }, 'flow step failed; it will be retried');
    const message = error instanceof Error ? error.message : String(error);
    const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(attempts));
    await this.em()
      .execute('update platform_outbox set attempts = attempts + 1, last_error = ?, available_at = ? where id = ? and processed_at is null', [message.slice(0, 2000), retryAt, row.id])
      .catch((e: unknown) => this.log.error({ err: e, id: row.id, flow: row.flow, step: row.step }, 'could not record a failed flow step'));
  }
}

interface Pending {
  flow: Flow;
  payload: Record<string, unknown>;
  rows: { id: string; flow: string; step: string; key: string; available_at: Date }[];
  /** Run by this process once the transaction commits (false: left to the poller until its time). */
  run: boolean;
}

const PENDING = Symbol('outbox events of the transaction');

const insideExternalStep = new AsyncLocalStorage<{ flow: Flow; payload: Record<string, unknown> }[]>();
