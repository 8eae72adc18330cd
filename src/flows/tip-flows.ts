import type { Flow } from './outbox.js';
import { TIP_PAID, type PaidTipFacts } from '../../modules/payments/index.js';

/**
 * A client's tip was paid (payments, issue #18). Each step runs once per tip in a transaction of its
 * own and is idempotent by its key: the earning has a unique source per visit; the emails are
 * external steps (read, then send: at least once). A tip that is not paid (never, by construction) does nothing.
 */
export interface TipFlowSteps {
  payments: {
    paidTip(tipId: string): Promise<PaidTipFacts | null>;
    tipEmails: { toCleaner(tipId: string): Promise<void>; receiptToClient(tipId: string): Promise<void> };
  };
  payouts: { recordTipEarning(tip: PaidTipFacts): Promise<unknown> };
}

const tipIdOf = (p: Record<string, unknown>): string => String(p.tipId);

export const tipPaid = (s: TipFlowSteps): Flow => ({
  event: TIP_PAID,
  steps: [
    // 100 % to the cleaner: an earning line without commission, paid with the next weekly payout.
    {
      name: 'payouts.record_tip',
      run: async (p) => {
        const tip = await s.payments.paidTip(tipIdOf(p));
        if (tip) await s.payouts.recordTipEarning(tip);
      },
    },
    { name: 'mail.tip_received', external: true, run: (p) => s.payments.tipEmails.toCleaner(tipIdOf(p)) },
    // The client's receipt: the tip as a line of its own, not taxable.
    { name: 'mail.tip_receipt', external: true, run: (p) => s.payments.tipEmails.receiptToClient(tipIdOf(p)) },
  ],
});
