import type { ChargeRequest, IntentState, PaymentProvider, ProviderName } from '../application/ports.js';

export type PaymentOperation = 'authorize' | 'capture' | 'cancel' | 'charge' | 'refund';

/**
 * One money-moving call to the provider and how it ended: the intent's status (`succeeded`,
 * `authorized`, `requires_action`, `canceled`, ...), the refusal reason (`declined`,
 * `authentication_required`, `error`), or `exception` when the call itself threw.
 */
export interface PaymentOutcome {
  provider: ProviderName;
  operation: PaymentOperation;
  outcome: string;
}

const ofIntent = (state: IntentState): string => state.failureCode ?? state.status;

/**
 * The provider, observed at its port (issue #21 metrics): every money-moving call reports its
 * outcome once, whichever use case made it, so payments are counted in one place.
 */
export function observedProvider(provider: PaymentProvider, observe: (outcome: PaymentOutcome) => void): PaymentProvider {
  const report = (operation: PaymentOperation, outcome: string) => {
    try {
      observe({ provider: provider.name, operation, outcome });
    } catch {
      // Counting never changes a payment's result.
    }
  };
  const watched = async <T>(operation: PaymentOperation, call: () => Promise<T>, outcomeOf: (result: T) => string): Promise<T> => {
    let result: T;
    try {
      result = await call();
    } catch (error) {
      report(operation, 'exception');
      throw error;
    }
    report(operation, outcomeOf(result));
    return result;
  };
  return {
    name: provider.name,
    ensureCustomer: (user) => provider.ensureCustomer(user),
    startCardSetup: (customerRef, key) => provider.startCardSetup(customerRef, key),
    cardOf: (customerRef, paymentMethodRef, key) => provider.cardOf(customerRef, paymentMethodRef, key),
    detachCard: (paymentMethodRef, key) => provider.detachCard(paymentMethodRef, key),
    deleteCustomer: (customerRef) => provider.deleteCustomer(customerRef),
    authorize: (input: ChargeRequest) => watched('authorize', () => provider.authorize(input), ofIntent),
    capture: (reference, key) => watched('capture', () => provider.capture(reference, key), ofIntent),
    cancel: (reference, key) => watched('cancel', () => provider.cancel(reference, key), ofIntent),
    charge: (input) => watched('charge', () => provider.charge(input), ofIntent),
    refund: (input) => watched('refund', () => provider.refund(input), (r) => (r.ok ? 'succeeded' : r.reason)),
    submitDisputeEvidence: (input) => provider.submitDisputeEvidence(input),
    retrieve: (reference) => provider.retrieve(reference),
  };
}
