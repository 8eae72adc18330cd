import type { Payout, PayoutsDeps } from './ports.js';

/** The outbox event of a payout that became paid (payload `PayoutPaid`): integrators' payout.paid. */
export const PAYOUT_PAID = 'payouts.payout_paid';
export interface PayoutPaid {
  payoutId: string;
  cleanerId: string;
  kind: string;
  week: string | null;
  grossCents: number;
  feeCents: number;
  amountCents: number;
  earningCount: number;
  paidAt: string;
  attempt: number;
}

/**
 * Called under the payout's row lock, in the transaction that saved it: only a move into `paid`
 * emits (a replayed provider event or a re-run on a paid payout finds it paid already). The key is
 * the payout and its attempt: a reversed weekly payout paid again by a retry is a new event.
 */
export async function tellPaid(deps: PayoutsDeps, p: Payout, before: Payout['status']): Promise<void> {
  if (p.status !== 'paid' || before === 'paid' || !p.paidAt) return;
  await deps.flows.emit(PAYOUT_PAID, `${p.id}:${p.attempts}`, {
    payoutId: p.id,
    cleanerId: p.cleanerId,
    kind: p.kind,
    week: p.week,
    grossCents: p.grossCents,
    feeCents: p.feeCents,
    amountCents: p.amountCents,
    earningCount: p.earningCount,
    paidAt: p.paidAt.toISOString(),
    attempt: p.attempts,
  } satisfies PayoutPaid);
  // The cleaner's devices (issue #34), with the same key: a payout paid again after a reversal is a new push.
  await deps.push?.notify(p.cleanerId, `payout:${p.id}:${p.attempts}`, { kind: 'payout_paid', payoutId: p.id, amountCents: p.amountCents });
}
