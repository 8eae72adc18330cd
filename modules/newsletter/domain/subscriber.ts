import type { Locale } from '../../../src/shared/locale.js';
import { newsletterErrors } from './newsletter.errors.js';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What each consent record says happened; kept as the proof of consent (who, when, from where, which wording). */
export const CONSENT_ACTIONS = ['requested', 'confirmed', 'unsubscribed'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
export const CONSENT_SOURCES = ['web_form', 'email_link', 'one_click'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The version of the consent wording shown beside the sign-up checkbox (newsletter.json, `form.terms`)
 * and of the terms it links to. Bump it whenever that wording changes: each consent record keeps the
 * version the person agreed to.
 */
export const CONSENT_TEXT_VERSION = 'newsletter-2026-11';

export const EMAIL_MAX = 254;

export interface Subscriber {
  id: string;
  /** Trimmed and lower-cased: one row per address. */
  email: string;
  /** The language of every email to this subscriber. */
  locale: Locale;
  status: SubscriberStatus;
  /** SHA-256 of the single-use confirmation token; set only while pending. */
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
  /**
   * The subscriber's own unsubscribe token, the same in every newsletter (and List-Unsubscribe URL), so
   * it is stored as is: it grants nothing but unsubscribing this one address.
   */
  unsubscribeToken: string;
  /** The latest sign-up request. */
  requestedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ConsentRecord {
  id: string;
  subscriberId: string;
  action: ConsentAction;
  at: Date;
  /** Keyed hash of the caller's IP address (never the address itself); null when unknown. */
  ipHash: string | null;
  locale: Locale;
  /** The consent wording agreed to (CONSENT_TEXT_VERSION; sign-up only). */
  consentTextVersion: string | null;
  /** The terms of use in force when the person agreed (legal module; sign-up only, null when unknown). */
  termsVersion: string | null;
  source: ConsentSource;
}

export interface SubscribeInput {
  email: string;
  acceptTerms: boolean;
  locale: Locale;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The contract checks the format too; this keeps the domain honest on its own. */
export function isEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Spec section 5: a valid email and accepted terms. */
export function checkSubscribeInput(input: SubscribeInput): { email: string; locale: Locale } {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw newsletterErrors.invalid([{ field: 'body.email', code: 'fields.invalid_email' }]);
  if (input.acceptTerms !== true) throw newsletterErrors.termsRequired();
  return { email, locale: input.locale };
}

/** A fresh confirmation: its token's hash and when it stops working. */
export interface Confirmation {
  tokenHash: string;
  expiresAt: Date;
}

/**
 * What a sign-up does to the address's record, decided without telling the caller (the answer is the
 * same for every case). `email` says which email goes out: a confirmation link, or, to an address
 * that is already confirmed, a note saying so (with its unsubscribe link); none for nothing to change.
 */
export type SubscribeOutcome =
  | { kind: 'new'; subscriber: Subscriber; email: 'confirm' }
  | { kind: 'pending_again'; subscriber: Subscriber; email: 'confirm' }
  | { kind: 'resubscribed'; subscriber: Subscriber; email: 'confirm' }
  | { kind: 'already_confirmed'; subscriber: Subscriber; email: 'already_confirmed' };

export function newSubscriber(input: { id: string; email: string; locale: Locale; unsubscribeToken: string; confirmation: Confirmation; now: Date }): Subscriber {
  return {
    id: input.id,
    email: input.email,
    locale: input.locale,
    status: 'pending',
    confirmTokenHash: input.confirmation.tokenHash,
    confirmExpiresAt: input.confirmation.expiresAt,
    unsubscribeToken: input.unsubscribeToken,
    requestedAt: input.now,
    confirmedAt: null,
    unsubscribedAt: null,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/**
 * A sign-up for an address that already has a record. Pending: a new link replaces the old one (the
 * old one stops working) and the language follows the latest request. Unsubscribed: back to pending,
 * confirmed again by the link (double opt-in every time). Confirmed: nothing changes; a person who
 * signs up again gets an email saying they already are (a stranger learns nothing from the answer).
 */
export function subscribeAgain(existing: Subscriber, request: { locale: Locale; confirmation: Confirmation; now: Date }): SubscribeOutcome {
  const { locale, confirmation, now } = request;
  if (existing.status === 'confirmed') return { kind: 'already_confirmed', subscriber: existing, email: 'already_confirmed' };
  const subscriber: Subscriber = {
    ...existing,
    status: 'pending',
    locale,
    confirmTokenHash: confirmation.tokenHash,
    confirmExpiresAt: confirmation.expiresAt,
    requestedAt: now,
    updatedAt: now,
  };
  return existing.status === 'pending' ? { kind: 'pending_again', subscriber, email: 'confirm' } : { kind: 'resubscribed', subscriber, email: 'confirm' };
}

/** The confirmation link, once, before it expires. Used, replaced or expired links all fail alike. */
export function confirm(subscriber: Subscriber, now: Date): Subscriber {
  if (subscriber.status !== 'pending' || !subscriber.confirmExpiresAt || subscriber.confirmExpiresAt.getTime() <= now.getTime()) {
    throw newsletterErrors.confirmationInvalid();
  }
  return { ...subscriber, status: 'confirmed', confirmTokenHash: null, confirmExpiresAt: null, confirmedAt: now, unsubscribedAt: null, updatedAt: now };
}

/**
 * One click, from any state: a pending sign-up is cancelled too (its link stops working). `changed` is
 * false when the address was already unsubscribed, so a second click records nothing new.
 */
export function unsubscribe(subscriber: Subscriber, now: Date): { subscriber: Subscriber; changed: boolean } {
  if (subscriber.status === 'unsubscribed') return { subscriber, changed: false };
  return {
    subscriber: { ...subscriber, status: 'unsubscribed', confirmTokenHash: null, confirmExpiresAt: null, unsubscribedAt: now, updatedAt: now },
    changed: true,
  };
}
