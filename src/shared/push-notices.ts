import type { SqlRead } from './sql-read.js';

/**
 * Push notifications to a person's devices (issue #34; docs/decisions.md "Push notifications"). A module
 * says what happened, in facts; the push module writes the words in the recipient's language when it
 * sends (flow `push.send`), checks the person's preference for the notice's category and reaches each of
 * their subscribed devices. Dates travel as ISO 8601 text (the outbox's payload is JSON).
 */
export type PushNotice =
  /** A new request to the cleaner (the first visit of a series; `visits` counts them). */
  | { kind: 'new_request'; bookingId: string; startsAt: string; visits: number }
  /** The cleaner accepted or declined the client's request. */
  | { kind: 'request_accepted' | 'request_declined'; bookingId: string; startsAt: string; visits: number }
  /** A message to a recipient who was not connected; the text never travels (as in the instant email). */
  | { kind: 'new_message'; bookingId: string; senderId: string }
  /** The day-before (24 h) or the soon (2 h) reminder of a confirmed visit, to one of its parties. */
  | { kind: 'visit_reminder'; bookingId: string; startsAt: string; moment: 'day_before' | 'soon'; role: 'client' | 'cleaner' }
  /** The cleaner announced a late arrival (issue #36), to the client; the latest announcement replaces an earlier one on the device. */
  | { kind: 'cleaner_late'; bookingId: string; arrivesAt: string }
  /** A payout reached the cleaner's account. */
  | { kind: 'payout_paid'; payoutId: string; amountCents: number };

export type PushNoticeKind = PushNotice['kind'];

export interface PushNotifier {
  /**
   * Queues the notice for this person's devices through the outbox, in the caller's transaction (sent
   * once it commits, never for a change that rolled back). `key` makes it once: the same key is one push.
   */
  notify(userId: string, key: string, notice: PushNotice): Promise<void>;
  /**
   * True when a notice of this kind would reach a device of the person (one subscribed, the category on:
   * the push module's rule), as a read to join a statement the caller runs anyway (src/shared/sql-read.ts):
   * a step that reads already need not ask for a push nobody receives. Absent: ask, the push step decides.
   */
  watchRead?(userId: string, kind: PushNoticeKind): SqlRead<boolean>;
}

/** For unit tests and modules built without push. */
export const noPush: PushNotifier = { notify: async () => {} };
