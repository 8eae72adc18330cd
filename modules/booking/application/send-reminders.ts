import { addDays, toInstant } from '../../../src/shared/local-time.js';
import { requestExpiringEmail, visitReminderEmail, type Recipient } from './booking-emails.js';
import { visitFactsOf } from './booking-notifications.js';
import { ALL_EMAILS } from '../../../src/shared/email-preferences.js';
import type { BookingDeps, ReminderCandidate, ReminderKind, ReminderSettings } from './ports.js';

/** docs/decisions.md "Booking reminders"; config `booking.reminders`. */
export const DEFAULT_REMINDERS: ReminderSettings = { soonMinutesBefore: 120, requestExpiringMinutesBefore: 240 };

/** The latest a day-before reminder can come before the visit: a day of 25 hours (the autumn change) plus margin. */
const DAY_BEFORE_REACH_MS = 26 * 3_600_000;

/**
 * When each reminder is due. The day-before one goes at the visit's own local time on the previous
 * Quebec day (a 9 h visit: 9 h the day before, 23 or 25 hours earlier across a time change); the
 * second one a fixed number of minutes before the start; the cleaner's one before the request expires.
 */
export function reminderMoments(c: Pick<ReminderCandidate, 'date' | 'startMinute' | 'startsAt' | 'expiresAt'>, settings: ReminderSettings): Record<ReminderKind, Date> {
  return {
    visit_day_before: toInstant(addDays(c.date, -1), c.startMinute),
    visit_soon: new Date(c.startsAt.getTime() - settings.soonMinutesBefore * 60_000),
    request_expiring: new Date(c.expiresAt.getTime() - settings.requestExpiringMinutesBefore * 60_000),
  };
}

/**
 * The reminders due now for this booking. A reminder is due from its moment until the next thing the
 * person hears of (the visit's second reminder, the start, the expiry), so a job that was down catches
 * up but never sends a stale one; none is sent for a moment that had passed when the booking was
 * confirmed (or the request made): the confirmation just told it.
 */
export function dueReminders(c: ReminderCandidate, now: Date, settings: ReminderSettings): ReminderKind[] {
  const at = reminderMoments(c, settings);
  const t = now.getTime();
  const due: ReminderKind[] = [];
  if (c.status === 'confirmed') {
    const confirmed = (c.respondedAt ?? c.requestedAt).getTime();
    if (t >= at.visit_day_before.getTime() && t < at.visit_soon.getTime() && confirmed < at.visit_day_before.getTime()) due.push('visit_day_before');
    if (t >= at.visit_soon.getTime() && t < c.startsAt.getTime() && confirmed < at.visit_soon.getTime()) due.push('visit_soon');
  } else if (t >= at.request_expiring.getTime() && t < c.expiresAt.getTime() && c.requestedAt.getTime() < at.request_expiring.getTime()) {
    due.push('request_expiring');
  }
  return due.filter((kind) => !c.sent.includes(kind));
}

/**
 * The reminder job (every minute, src/jobs/jobs.ts). Each reminder is claimed by a row of
 * `booking_reminders` (primary key: booking, kind, moment of the visit) in the transaction that
 * records its emails in the outbox, under the booking's row lock: with several instances, or a run
 * that overlaps the previous one, each reminder is sent exactly once. Answers how many were sent.
 */
export const sendReminders =
  (deps: BookingDeps) =>
  async (limit = 200): Promise<number> => {
    const settings = deps.settings.reminders ?? DEFAULT_REMINDERS;
    const now = deps.clock.now();
    const candidates = await deps.reminders.candidates(now, new Date(now.getTime() + DAY_BEFORE_REACH_MS), new Date(now.getTime() + settings.requestExpiringMinutesBefore * 60_000), limit);
    let sent = 0;
    for (const c of candidates) {
      for (const kind of dueReminders(c, now, settings)) {
        const done = await deps.tx.run(async () => {
          const b = await deps.bookings.lock(c.bookingId);
          // Answered, cancelled or moved since the read: the next run sees it as it is now.
          if (!b || b.status !== c.status || b.startsAt.getTime() !== c.startsAt.getTime()) return false;
          const dueFor = kind === 'request_expiring' ? b.expiresAt : b.startsAt;
          if (!(await deps.reminders.claim(b.id, kind, dueFor, now))) return false;
          const [client, cleaner] = await Promise.all([deps.accounts.find(b.clientId), deps.accounts.find(b.cleanerId)]);
          // The claim stays even for a person who turned reminders off (Mon compte, Notifications): the choice is not asked again.
          const preferences = deps.preferences ?? ALL_EMAILS;
          const to = async (a: typeof client): Promise<Recipient | null> =>
            a?.active && (await preferences.allows(a.id, 'booking_reminders')) ? { email: a.email, name: a.name, locale: a.locale } : null;
          const [toClient, toCleaner] = [await to(client), await to(cleaner)];
          if (kind === 'request_expiring') {
            if (toCleaner) await deps.mailer.send(requestExpiringEmail(toCleaner, visitFactsOf(deps, b, client?.name ?? null, b.seriesVisits), b.expiresAt));
            return true;
          }
          if (toClient) await deps.mailer.send(visitReminderEmail(toClient, 'client', kind, visitFactsOf(deps, b, cleaner?.name ?? null)));
          if (toCleaner) await deps.mailer.send(visitReminderEmail(toCleaner, 'cleaner', kind, visitFactsOf(deps, b, client?.name ?? null)));
          // On both parties' devices too (issue #34): their push choice is their own, apart from the email's.
          const moment = kind === 'visit_day_before' ? 'day_before' : 'soon';
          for (const [role, userId] of [['client', b.clientId], ['cleaner', b.cleanerId]] as const) {
            await deps.push.notify(userId, `${b.id}:${kind}:${dueFor.getTime()}`, { kind: 'visit_reminder', bookingId: b.id, startsAt: b.startsAt.toISOString(), moment, role });
          }
          return true;
        });
        if (done) sent++;
      }
    }
    return sent;
  };
