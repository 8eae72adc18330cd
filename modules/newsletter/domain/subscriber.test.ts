import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/shared/domain-error.js';
import { checkSubscribeInput, confirm, newSubscriber, subscribeAgain, unsubscribe, type Subscriber } from './subscriber.js';

const t0 = new Date('2026-11-26T12:00:00Z');
const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000);
const confirmation = (hash = 'a'.repeat(64), expiresAt = hours(48)) => ({ tokenHash: hash, expiresAt });
const pending = (): Subscriber => newSubscriber({ id: 'id-1', email: 'ana@example.com', locale: 'fr', unsubscribeToken: 'u'.repeat(43), confirmation: confirmation(), now: t0 });
const code = (work: () => unknown) => {
  try {
    work();
  } catch (e) {
    return (e as DomainError).code;
  }
  return null;
};

describe('newsletter sign-up rules (spec section 5)', () => {
  it('needs a valid email and accepted terms; the address is trimmed and lower-cased', () => {
    expect(checkSubscribeInput({ email: '  Ana@Example.COM ', acceptTerms: true, locale: 'en' })).toEqual({ email: 'ana@example.com', locale: 'en' });
    expect(code(() => checkSubscribeInput({ email: 'ana@example.com', acceptTerms: false, locale: 'fr' }))).toBe('newsletter.terms_required');
    expect(code(() => checkSubscribeInput({ email: 'not an email', acceptTerms: true, locale: 'fr' }))).toBe('validation_failed');
  });

  it('starts pending with a confirmation link', () => {
    const s = pending();
    expect(s).toMatchObject({ status: 'pending', confirmTokenHash: 'a'.repeat(64), confirmExpiresAt: hours(48), confirmedAt: null, unsubscribedAt: null });
  });

  it('confirms once, before the link expires', () => {
    const confirmed = confirm(pending(), hours(47));
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmTokenHash: null, confirmExpiresAt: null, confirmedAt: hours(47) });
    expect(code(() => confirm(confirmed, hours(47)))).toBe('newsletter.confirmation_invalid');
    expect(code(() => confirm(pending(), hours(48)))).toBe('newsletter.confirmation_invalid');
  });

  it('a new sign-up of a pending address replaces its link and follows the new language', () => {
    const again = subscribeAgain(pending(), { locale: 'en', confirmation: confirmation('b'.repeat(64), hours(50)), now: hours(2) });
    expect(again.kind).toBe('pending_again');
    expect(again.subscriber).toMatchObject({ status: 'pending', locale: 'en', confirmTokenHash: 'b'.repeat(64), requestedAt: hours(2) });
  });

  it('leaves a confirmed address as it is and says so to its owner only', () => {
    const confirmed = confirm(pending(), hours(1));
    const again = subscribeAgain(confirmed, { locale: 'en', confirmation: confirmation('b'.repeat(64)), now: hours(2) });
    expect(again).toEqual({ kind: 'already_confirmed', subscriber: confirmed, email: 'already_confirmed' });
  });

  it('unsubscribes from any state, once; signing up again needs a new confirmation', () => {
    const confirmed = confirm(pending(), hours(1));
    const first = unsubscribe(confirmed, hours(3));
    expect(first.changed).toBe(true);
    expect(first.subscriber).toMatchObject({ status: 'unsubscribed', unsubscribedAt: hours(3), confirmTokenHash: null });
    expect(unsubscribe(first.subscriber, hours(4))).toEqual({ subscriber: first.subscriber, changed: false });
    // A pending sign-up is cancelled: its link stops working.
    const cancelled = unsubscribe(pending(), hours(1)).subscriber;
    expect(code(() => confirm(cancelled, hours(2)))).toBe('newsletter.confirmation_invalid');
    const back = subscribeAgain(first.subscriber, { locale: 'fr', confirmation: confirmation('c'.repeat(64), hours(60)), now: hours(5) });
    expect(back.kind).toBe('resubscribed');
    expect(back.subscriber.status).toBe('pending');
    expect(confirm(back.subscriber, hours(6))).toMatchObject({ status: 'confirmed', unsubscribedAt: null, confirmedAt: hours(6) });
  });
});
