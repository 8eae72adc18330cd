import { paymentErrors } from '../domain/payments.errors.js';
import type { PaymentsDeps, SavedCard } from './ports.js';

/** The client's customer at the provider, created once (the idempotency key makes a concurrent first call harmless). */
export async function customerFor(deps: PaymentsDeps, userId: string): Promise<string> {
  const repo = deps.store.read();
  const known = await repo.customerOf(userId, deps.provider.name);
  if (known) return known;
  const account = await deps.accounts.find(userId);
  const customerRef = await deps.provider.ensureCustomer({ id: userId, email: account?.email ?? '', name: account?.name ?? '' });
  await repo.saveCustomer(userId, deps.provider.name, customerRef, deps.clock.now());
  return (await repo.customerOf(userId, deps.provider.name)) ?? customerRef;
}

export const listCards = (deps: PaymentsDeps) => (userId: string) => deps.store.read().cardsOf(userId);

/** A card-setup session for the browser (Stripe SetupIntent; null with the development provider's test-card chooser). */
export const startCardSetup = (deps: PaymentsDeps) => async (userId: string) => {
  const customerRef = await customerFor(deps, userId);
  const { clientSecret } = await deps.provider.startCardSetup(customerRef, `setup:${userId}:${deps.newId()}`);
  return { provider: deps.provider.name, clientSecret };
};

/**
 * Keeps a card the browser set up. The provider must know the payment method and it must be this
 * client's (attached to their customer, or free and attached now); saving it again answers the kept card.
 */
export const saveCard =
  (deps: PaymentsDeps) =>
  async (userId: string, paymentMethodRef: string): Promise<SavedCard> => {
    const customerRef = await customerFor(deps, userId);
    const details = await deps.provider.cardOf(customerRef, paymentMethodRef, `attach:${userId}:${paymentMethodRef}`);
    if (!details) throw paymentErrors.cardUnknown();
    return deps.store.read().insertCard({ ...details, id: deps.newId(), userId, provider: deps.provider.name, customerRef, createdAt: deps.clock.now(), deletedAt: null });
  };

/** Forgets a card (detached at the provider); charges already made are not affected. */
export const deleteCard = (deps: PaymentsDeps) => async (userId: string, cardId: string) => {
  const repo = deps.store.read();
  const card = await repo.findCard(cardId);
  if (!card || card.deletedAt) throw paymentErrors.cardNotFound();
  if (card.userId !== userId) throw paymentErrors.forbidden();
  await deps.provider.detachCard(card.paymentMethodRef, `detach:${card.id}`);
  await repo.deleteCard(card.id, deps.clock.now());
};
