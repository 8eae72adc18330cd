/**
 * Emails a person may turn off (issue #18; docs/decisions.md "Notification preferences"). Messages have
 * their own switch and frequency (messaging). Everything else always goes: security (password reset, sign-in
 * email or method changed, passkeys), and what a booking or payment needs to be understood (request
 * accepted, declined or expired, confirmations, receipts, payment failed, refunds, payouts, documents,
 * data export, legal notices).
 */
export type OptionalEmailCategory = 'booking_reminders' | 'reviews';

export interface EmailPreferences {
  /** False when this person turned this category of emails off. */
  allows(userId: string, category: OptionalEmailCategory): Promise<boolean>;
}

/** Everything on (tests, and modules wired without preferences). */
export const ALL_EMAILS: EmailPreferences = { allows: async () => true };
