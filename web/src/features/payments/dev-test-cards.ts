/**
 * The development provider's test cards (no key, no money moves): each id stands for a Stripe
 * test-mode behaviour, so the whole flow can be tried on the embedded default.
 */
export const DEV_TEST_CARDS = [
  { id: 'success', paymentMethodId: 'dev_pm_success', brand: 'visa', last4: '4242' },
  { id: 'declined', paymentMethodId: 'dev_pm_declined', brand: 'visa', last4: '0002' },
  // Saved fine, but later off-session charges (the remainder) need the client to authenticate.
  { id: 'authentication', paymentMethodId: 'dev_pm_authentication_required', brand: 'visa', last4: '3184' },
] as const;

export type DevTestCard = (typeof DEV_TEST_CARDS)[number];
export type DevTestCardId = DevTestCard['id'];
