import { windowEnd } from '../domain/review.js';
import { completedRangeForReminders, partiesWithoutReview, reminderDue, type ReviewParty } from '../domain/review-reminder.js';
import type { CompletedVisit, ReviewsDeps } from './ports.js';
import { reviewReminderEmail } from './review-emails.js';

const PAGE = 200;

/**
 * The review reminder job (hourly, src/jobs/jobs.ts): some hours before a window closes, each party who
 * has not reviewed yet gets one reminder. Under the booking's review lock (the one writing a review takes),
 * a row of `review_reminders` (primary key: booking, party) is claimed in the transaction that records the
 * email in the outbox: with several instances, or overlapping runs, each party hears once; a review written
 * meanwhile is seen. A suspended or deleted account, or a person who turned review emails off, gets none
 * (the claim is still kept, so the choice is not asked again). Answers how many emails were sent.
 */
export const sendReviewReminders =
  (deps: ReviewsDeps) =>
  async (): Promise<number> => {
    const hoursBefore = deps.settings.reminderHoursBefore;
    if (!hoursBefore) return 0;
    const { windowDays } = deps.settings;
    const now = deps.clock.now();
    const range = completedRangeForReminders(now, windowDays, hoursBefore);
    let sent = 0;
    let cursor: CompletedVisit | null = null;
    for (;;) {
      const page = await deps.bookings.completedBetween(range.after, range.until, cursor, PAGE);
      for (const visit of page) {
        if (reminderDue(visit.completedAt, now, windowDays, hoursBefore)) sent += await remindBooking(deps, visit.bookingId, now);
      }
      if (page.length < PAGE) return sent;
      cursor = page.at(-1)!;
    }
  };

async function remindBooking(deps: ReviewsDeps, bookingId: string, now: Date): Promise<number> {
  return deps.tx.run(async () => {
    await deps.reviews.lockBooking(bookingId);
    const facts = await deps.bookings.reviewFacts(bookingId);
    if (!facts || facts.status !== 'completed' || !facts.completedAt) return 0;
    const missing = partiesWithoutReview((await deps.reviews.ofBooking(bookingId)).map((r) => r.direction));
    if (!missing.length) return 0;
    const accounts = await deps.accounts.findMany([facts.clientId, facts.cleanerId]);
    const client = accounts.find((a) => a.id === facts.clientId);
    const cleaner = accounts.find((a) => a.id === facts.cleanerId);
    if (!client || !cleaner) return 0;
    const until = windowEnd(facts.completedAt, deps.settings.windowDays);
    const url = `${deps.publicUrl}/bookings/${bookingId}#reviews`;
    let sent = 0;
    for (const party of missing) {
      if (!(await deps.reviews.claimReminder(bookingId, party, now))) continue;
      const [to, other] = party === 'client' ? [client, cleaner] : [cleaner, client];
      if (!to.active || !(await deps.preferences.allows(to.id, 'reviews'))) continue;
      await deps.mailer.send(reviewReminderEmail(to, party satisfies ReviewParty, other.name, until, url));
      sent++;
    }
    return sent;
  });
}
