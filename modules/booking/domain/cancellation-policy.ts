/**
 * Who pays what when a booking is cancelled, and whether it may still be postponed.
 *
 * "Free up to 24 hours before the start": cancelling exactly 24 h before is still free
 * (now <= startsAt - 24 h); one millisecond later it is late. Hours are elapsed real time between
 * absolute instants, never wall-clock arithmetic: on a DST day the limit moves on the local clock.
 * In America/Toronto, for a 10:00 start on 2026-03-08 (clocks jump 02:00 -> 03:00) the limit is
 * 09:00 on 2026-03-07; for a 10:00 start on 2026-11-01 (clocks fall back 02:00 -> 01:00) it is
 * 11:00 on 2026-10-31.
 *
 * - Client: free before the limit; later the client keeps paying the late fee (capped at the
 *   booking total) and the rest of what was paid is refunded, unless the cleaner is late or a
 *   no-show, in which case the client cancels free.
 * - Cleaner: never a fee for the client (everything paid is refunded); a late cancellation counts
 *   against the cleaner's reliability.
 * - Admin: always free for the client.
 */

export interface CancellationSettings {
  freeCancellationHours: number;
  lateCancellationFeeCents: number;
  postponeHours: number;
}

export const DEFAULT_CANCELLATION: CancellationSettings = Object.freeze({
  freeCancellationHours: 24,
  lateCancellationFeeCents: 5000,
  postponeHours: 24,
});

export type Canceller = 'client' | 'cleaner' | 'admin';

export interface CancellationInput {
  by: Canceller;
  startsAt: Date;
  now: Date;
  /** The booking total. */
  totalCents: number;
  /** What the client has paid so far (the captured deposit, else 0). */
  paidCents: number;
  /** Cleaning status late or no_show: the cleaner has not punched in 15 min after the start. */
  cleanerLate: boolean;
}

export interface CancellationTerms {
  /** No fee for the client. */
  free: boolean;
  /** Past the free-cancellation limit: now > startsAt - freeCancellationHours. */
  late: boolean;
  /** What the client keeps paying. */
  feeCents: number;
  /** max(0, paidCents - feeCents) */
  refundCents: number;
  /** max(0, feeCents - paidCents): the fee not covered by what was paid. */
  extraChargeCents: number;
  /** startsAt - freeCancellationHours */
  freeUntil: Date;
  /** A cleaner's late cancellation. */
  countsAgainstReliability: boolean;
}

const HOUR_MS = 3_600_000;

function instant(date: Date, what: string): number {
  const ms = date instanceof Date ? date.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${what} must be a valid Date`);
  return ms;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer number of cents, got ${value}`);
}

function assertHours(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a finite non-negative number of hours, got ${value}`);
}

export function cancellationTerms(input: CancellationInput, settings: CancellationSettings = DEFAULT_CANCELLATION): CancellationTerms {
  const startsAt = instant(input.startsAt, 'startsAt');
  const now = instant(input.now, 'now');
  assertCents(input.totalCents, 'totalCents');
  assertCents(input.paidCents, 'paidCents');
  assertHours(settings.freeCancellationHours, 'freeCancellationHours');
  assertCents(settings.lateCancellationFeeCents, 'lateCancellationFeeCents');
  if (input.by !== 'client' && input.by !== 'cleaner' && input.by !== 'admin') throw new RangeError(`unknown canceller ${String(input.by)}`);

  const freeUntil = startsAt - settings.freeCancellationHours * HOUR_MS;
  const late = now > freeUntil;
  const charged = input.by === 'client' && late && !input.cleanerLate;
  const feeCents = charged ? Math.min(settings.lateCancellationFeeCents, input.totalCents) : 0;
  return {
    free: feeCents === 0,
    late,
    feeCents,
    refundCents: Math.max(0, input.paidCents - feeCents),
    extraChargeCents: Math.max(0, feeCents - input.paidCents),
    freeUntil: new Date(freeUntil),
    countsAgainstReliability: input.by === 'cleaner' && late,
  };
}

/** Postponement is allowed up to postponeHours before the start, inclusive. */
export function canPostpone(startsAt: Date, now: Date, settings: CancellationSettings = DEFAULT_CANCELLATION): boolean {
  assertHours(settings.postponeHours, 'postponeHours');
  return instant(now, 'now') <= instant(startsAt, 'startsAt') - settings.postponeHours * HOUR_MS;
}
