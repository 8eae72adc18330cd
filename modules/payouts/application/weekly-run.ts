import { defaultRunWeek, isIsoWeek, isoWeekOfDate, nextPayoutDate, previousWeek, weekBounds } from '../domain/iso-week.js';
import { payoutErrors } from '../domain/payouts.errors.js';
import { attemptWeeklyPayout } from './payout-attempt.js';
import type { Payout, PayoutRun, PayoutsDeps } from './ports.js';

/** A run still unfinished after this long was abandoned (its instance stopped mid-way). */
const STALE_RUN_MS = 60 * 60_000;

/**
 * The weekly payout of one ISO week (Friday's job pays the previous week). The run row is unique per
 * week and created in the same transaction that shares the earnings out into one payout per
 * cleaner, so two schedulers at once, or a re-run, find the week taken and create nothing. Then
 * every open payout is attempted: this run's, pending ones left by a crash, and failed ones of
 * earlier weeks (a cleaner who finished onboarding since gets paid).
 */
export const runWeekly =
  (deps: PayoutsDeps) =>
  async (week?: string): Promise<PayoutRun> => {
    const target = week ?? defaultRunWeek(deps.clock.now());
    if (!isIsoWeek(target)) throw payoutErrors.invalidWeek();
    const { end } = weekBounds(target);
    const runId = deps.newId();
    const created = await deps.tx.run(async () => {
      if (!(await deps.payouts.insertRun({ id: runId, week: target, startedAt: deps.clock.now() }))) return false;
      for (const { cleanerId } of await deps.payouts.unpaidByCleaner(end)) await shareOut(deps, cleanerId, target, runId, end);
      return true;
    });
    for (const id of await deps.payouts.openWeeklyPayouts(target)) {
      try {
        await attemptWeeklyPayout(deps, id, { skipLocked: true, retryFailed: (p) => p.week! < target });
      } catch (error) {
        // One payout's trouble (e.g. the database) must not stop the others; it stays open for the next run.
        deps.onError(error, `weekly payout ${id} failed`);
      }
    }
    const run = (await deps.payouts.runOfWeek(target))!;
    // The creator finishes its run; a run left unfinished by a crashed instance is finished by the next call for its week.
    const now = deps.clock.now();
    if (created || (run.finishedAt === null && now.getTime() - run.startedAt.getTime() > STALE_RUN_MS)) await deps.payouts.finishRun(run.id, now);
    return (await deps.payouts.runOfWeek(target))!;
  };

/** One cleaner's payout of the week: their unpaid earnings of the week and before, linked in this transaction. */
async function shareOut(deps: PayoutsDeps, cleanerId: string, week: string, runId: string, end: Date): Promise<void> {
  // The cleaner's lock keeps an instant payout from taking the same earnings meanwhile.
  await deps.payouts.lockCleaner(cleanerId);
  const { cents } = await deps.payouts.unpaidTotal(cleanerId, end);
  if (cents <= 0) return;
  const now = deps.clock.now();
  const key = `payout:${cleanerId}:${week}`;
  const payout: Omit<Payout, 'earningCount'> = {
    id: deps.newId(),
    cleanerId,
    kind: 'weekly',
    status: 'pending',
    week,
    runId,
    grossCents: cents,
    feeCents: 0,
    amountCents: cents,
    idempotencyKey: key,
    attemptKey: key,
    attempts: 0,
    failureMessage: null,
    destination: null,
    transferId: null,
    providerPayoutId: null,
    createdAt: now,
    updatedAt: now,
    paidAt: null,
  };
  if (!(await deps.payouts.insertPayout(payout))) return;
  const linked = await deps.payouts.linkUnpaid(cleanerId, payout.id, end);
  if (linked.cents !== cents) throw new Error(`payout ${payout.id}: linked ${linked.cents} cents, expected ${cents}`);
}

/** An admin's retry of a failed weekly payout (a failed instant payout released its earnings: nothing to retry). */
export const retryPayout =
  (deps: PayoutsDeps) =>
  async (payoutId: string): Promise<Payout> => {
    const p = await deps.payouts.payout(payoutId);
    if (!p) throw payoutErrors.notFound();
    if (p.kind !== 'weekly' || p.status !== 'failed') throw payoutErrors.notRetryable();
    const after = await attemptWeeklyPayout(deps, payoutId, { skipLocked: false, retryFailed: () => true });
    return after ?? p;
  };

/** The week the next Friday run will pay: the week before that Friday's. */
export const upcomingRunWeek = (now: Date): string => previousWeek(isoWeekOfDate(nextPayoutDate(now)));

export interface RunPreview {
  week: string;
  totalCents: number;
  cleaners: { cleanerId: string; cleanerName: string; amountCents: number; earningCount: number; accountReady: boolean }[];
}

/** What a run of that week (default: the next Friday's) would pay each cleaner now. */
export const previewRun =
  (deps: PayoutsDeps) =>
  async (week?: string): Promise<RunPreview> => {
    const target = week ?? upcomingRunWeek(deps.clock.now());
    if (!isIsoWeek(target)) throw payoutErrors.invalidWeek();
    const rows = (await deps.payouts.unpaidByCleaner(weekBounds(target).end)).filter((r) => r.cents > 0);
    const ids = rows.map((r) => r.cleanerId);
    const [holders, accounts] = await Promise.all([deps.accounts.findMany(ids), deps.payouts.accountsOf(ids)]);
    const names = new Map(holders.map((h) => [h.id, h.name]));
    const ready = new Set(accounts.filter((a) => a.provider === deps.provider.name && a.canReceiveTransfers).map((a) => a.cleanerId));
    const cleaners = rows.map((r) => ({ cleanerId: r.cleanerId, cleanerName: names.get(r.cleanerId) ?? '', amountCents: r.cents, earningCount: r.count, accountReady: ready.has(r.cleanerId) }));
    return { week: target, totalCents: cleaners.reduce((s, c) => s + c.amountCents, 0), cleaners };
  };
