import { describe, expect, it } from 'vitest';
import type { ChargeRequest, IntentState, PaymentProvider } from '../application/ports.js';
import { observedProvider, type PaymentOutcome } from './observed-payments.provider.js';

const intent = (over: Partial<IntentState>): IntentState => ({ reference: 'pi_1', status: 'succeeded', failureCode: null, clientSecret: null, amountRefundedCents: 0, metadata: {}, ...over });
const request: ChargeRequest = { customerRef: 'c', paymentMethodRef: 'pm', amountCents: 1000, bookingId: 'b', chargeId: 'ch', kind: 'deposit', idempotencyKey: 'k' };

function fakeProvider(): PaymentProvider {
  return {
    name: 'development',
    ensureCustomer: async () => 'cus_1',
    startCardSetup: async () => ({ clientSecret: null }),
    cardOf: async () => null,
    detachCard: async () => {},
    deleteCustomer: async () => {},
    authorize: async () => intent({ status: 'authorized' }),
    capture: async () => intent({}),
    cancel: async () => intent({ status: 'canceled' }),
    charge: async (input) => (input.amountCents > 5000 ? intent({ reference: null, status: 'failed', failureCode: 'declined' }) : intent({})),
    submitDisputeEvidence: async () => {},
    refund: async (input) => (input.amountCents > 0 ? { ok: true, reference: 're_1' } : { ok: false, reason: 'error' }),
    retrieve: async () => {
      throw new Error('network down');
    },
  };
}

describe('observed payment provider', () => {
  it('reports each money-moving call once with its outcome, and changes no result', async () => {
    const seen: PaymentOutcome[] = [];
    const provider = observedProvider(fakeProvider(), (o) => seen.push(o));
    expect((await provider.authorize(request)).status).toBe('authorized');
    await provider.capture('pi_1', 'k');
    await provider.cancel('pi_1', 'k');
    expect((await provider.charge({ ...request, amountCents: 9000, offSession: true })).failureCode).toBe('declined');
    await provider.refund({ reference: 'pi_1', amountCents: 100, idempotencyKey: 'k' });
    await provider.refund({ reference: 'pi_1', amountCents: 0, idempotencyKey: 'k' });
    // Reads and card bookkeeping are not payments.
    await provider.ensureCustomer({ id: 'u', email: 'e@x', name: 'n' });
    await expect(provider.retrieve('pi_1')).rejects.toThrow('network down');
    expect(seen.map((o) => `${o.provider} ${o.operation} ${o.outcome}`)).toEqual([
      'development authorize authorized',
      'development capture succeeded',
      'development cancel canceled',
      'development charge declined',
      'development refund succeeded',
      'development refund error',
    ]);
  });

  it('counts a call that threw as an exception and rethrows it; a failing observer changes nothing', async () => {
    const seen: PaymentOutcome[] = [];
    const base = fakeProvider();
    base.capture = async () => {
      throw new Error('stripe down');
    };
    await expect(observedProvider(base, (o) => seen.push(o)).capture('pi_1', 'k')).rejects.toThrow('stripe down');
    expect(seen).toEqual([{ provider: 'development', operation: 'capture', outcome: 'exception' }]);
    const quiet = observedProvider(fakeProvider(), () => {
      throw new Error('observer broke');
    });
    expect((await quiet.capture('pi_1', 'k')).status).toBe('succeeded');
  });
});
