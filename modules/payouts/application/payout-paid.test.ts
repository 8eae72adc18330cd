import { describe, expect, it } from 'vitest';
import type { PushNotice } from '../../../src/shared/push-notices.js';
import type { Payout, PayoutsDeps } from './ports.js';
import { tellPaid } from './payout-paid.js';

const payout = (over: Partial<Payout> = {}): Payout =>
  ({ id: 'p1', cleanerId: 'c1', kind: 'weekly', status: 'paid', week: '2026-W48', grossCents: 9000, feeCents: 0, amountCents: 9000, attempts: 1, earningCount: 2, paidAt: new Date('2026-11-27T15:00:00Z'), ...over }) as Payout;

function deps() {
  const events: string[] = [];
  const pushes: { userId: string; key: string; notice: PushNotice }[] = [];
  const d = {
    flows: { emit: async (event: string) => void events.push(event) },
    push: { notify: async (userId: string, key: string, notice: PushNotice) => void pushes.push({ userId, key, notice }) },
  } as unknown as PayoutsDeps;
  return { d, events, pushes };
}

describe('tellPaid', () => {
  it("puts a payout that became paid on the cleaner's devices, keyed by its attempt", async () => {
    const { d, events, pushes } = deps();
    await tellPaid(d, payout(), 'pending');
    expect(events).toEqual(['payouts.payout_paid']);
    expect(pushes).toEqual([{ userId: 'c1', key: 'payout:p1:1', notice: { kind: 'payout_paid', payoutId: 'p1', amountCents: 9000 } }]);
  });

  it('tells nothing for a payout that was paid already or is not paid', async () => {
    const { d, pushes } = deps();
    await tellPaid(d, payout(), 'paid');
    await tellPaid(d, payout({ status: 'failed', paidAt: null }), 'pending');
    expect(pushes).toEqual([]);
  });
});
