// Bill 96: every email Éclat sends exists in French, as complete as the English one (same paragraphs,
// same links), and is not the English left as is. The files that write emails are found by reading the
// source tree: a new one fails this test until its emails are rendered here in both languages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer, MailMessage } from '../../../src/shared/mailer.js';
import { accountDeletedEmail, accountReactivatedEmail, accountSuspendedEmail, emailChangedEmail, passwordAddedEmail, passwordChangedEmail, passwordResetEmail, signInMethodEmail } from '../../../modules/identity/application/emails.js';
import { ownCancellationEmail, ownPostponementEmail, ownWithdrawalEmail } from '../../../modules/booking/application/client-own-emails.js';
import { exportReadyEmail } from '../../../modules/portability/application/export-emails.js';
import { webhookFailedEmail } from '../../../modules/integrations/application/webhook-emails.js';
import { notifyParties, sendRequestSentToClient, sendRequestToCleaner, sendVisitReceipt, type NotificationEvent } from '../../../modules/booking/application/booking-notifications.js';
import { bookingChangeEmail, newRequestEmail, requestExpiringEmail, requestSentEmail, visitReceiptEmail, visitReminderEmail, type VisitFacts } from '../../../modules/booking/application/booking-emails.js';
import { welcomeEmail } from '../../../modules/identity/application/welcome-email.js';
import { enRouteEmail } from '../../../modules/booking/application/en-route-email.js';
import { lateArrivalEmail, noShowToCleanerEmail, noShowToClientEmail } from '../../../modules/booking/application/no-show-emails.js';
import { reviewInvitationEmail, reviewPublishedEmail, reviewReminderEmail } from '../../../modules/reviews/application/review-emails.js';
import { payoutFailedEmail, payoutSentEmail } from '../../../modules/payouts/application/payout-emails.js';
import { tipReceiptEmail, tipReceivedEmail } from '../../../modules/payments/application/tip-emails.js';
import type { Booking } from '../../../modules/booking/domain/booking.js';
import type { BookingDeps } from '../../../modules/booking/application/ports.js';
import { digestEmail, instantEmail } from '../../../modules/messaging/application/message-emails.js';
import type { MessagingDeps } from '../../../modules/messaging/application/ports.js';
import { acknowledgementEmail, opsEmail, replyEmail } from '../../../modules/contact/application/contact-emails.js';
import type { ContactCategory, ContactMessage } from '../../../modules/contact/domain/contact-message.js';
import { paymentFailedEmail, refundEmail } from '../../../modules/payments/application/payment-emails.js';
import { documentReviewedEmail } from '../../../modules/cleaners/application/emails.js';
import { alreadySubscribedEmail, confirmationEmail, newsletterIssue } from '../../../modules/newsletter/application/newsletter-emails.js';
import { newSubscriber } from '../../../modules/newsletter/domain/subscriber.js';
import { termsChangeEmail, termsVersionUrl } from '../../../modules/legal/application/change-notice-email.js';
import { googleSyncFailedEmail } from '../../../modules/availability/application/google-calendar-email.js';
import { answeredEmail, decidedEmail, reportedEmail } from '../../../modules/cases/application/case-emails.js';
import { disputeClosedEmail, disputeOpenedEmail } from '../../../modules/cases/application/dispute-emails.js';
import type { Case } from '../../../modules/cases/domain/case.js';
import { englishWordsIn, frenchProblems } from './same-in-both.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Files that carry emails without writing any text: the port, the outbox step, the transports, and the
 * console's newsletter test send (an issue written by newsletterIssue, rendered below, from the
 * campaign's French and English texts).
 */
const CARRIERS = new Set(['src/shared/mailer.ts', 'src/shared/email-layout.ts', 'src/flows/mail-flow.ts', 'src/mail/dev-mailbox.mailer.ts', 'src/mail/smtp.mailer.ts', 'src/mail/mime.ts', 'src/mail/dev-mailbox.page.ts', 'modules/newsletter/application/campaigns.ts']);

/** Values the fixtures pass in, written the same in both languages (a person's name, a city). */
const NAMES = ['Marie Tremblay', 'Jean Gagnon', 'Trois-Rivières'];

const sendTo = (sent: MailMessage[]): Mailer => ({ send: async (m) => void sent.push(m) });

const booking = (over: Partial<Booking> = {}): Booking =>
  ({
    id: '5b1a3c7e-0000-4000-8000-000000000001',
    clientId: 'client-1',
    cleanerId: 'cleaner-1',
    startsAt: new Date('2026-11-28T14:00:00Z'),
    propertySnapshot: { address: { city: 'Trois-Rivières' } },
    endsAt: new Date('2026-11-28T18:00:00Z'),
    expiresAt: new Date('2026-11-28T12:00:00Z'),
    cleaningType: 'regular',
    durationMinutes: 240,
    status: 'pending',
    money: { depositCents: 4500, remainderCents: 10500, totalCents: 15000, subtotalCents: 12510, cleaningFeeCents: 0, emergencyFeeCents: 0, serviceFeeCents: 600, discountCents: 0, gstCents: 630, qstCents: 1260, taxCents: 1890 },
    quote: { discounts: [] },
    cancellation: { by: 'client', reason: null, feeCents: 0, refundCents: 4500, late: false, countsAgainstReliability: false, at: '2026-11-27T12:00:00Z' },
    updatedAt: new Date('2026-11-27T12:00:00Z'),
    ...over,
  }) as unknown as Booking;

function bookingDeps(locale: Locale, sent: MailMessage[]): BookingDeps {
  const person = (id: string, name: string) => ({ id, name, email: `${id}@example.com`, locale, active: true });
  return {
    accounts: {
      find: async (id: string) => (id === 'client-1' ? person(id, 'Marie Tremblay') : person(id, 'Jean Gagnon')),
      findMany: async (ids: string[]) => ids.map((id) => (id === 'client-1' ? person(id, 'Marie Tremblay') : person(id, 'Jean Gagnon'))),
    },
    settings: { publicUrl: 'https://eclat.example', requestExpiryHours: 24 },
    bookings: { findById: async (id: string) => booking({ id }) },
    clock: { now: () => new Date('2026-11-27T12:00:00Z') },
    shares: { ofVisit: () => ({ grossCents: 12000, commissionCents: 1200, taxCents: 0, amountCents: 10800 }) },
    mailer: sendTo(sent),
  } as unknown as BookingDeps;
}

const messagingDeps = { settings: { publicUrl: 'https://eclat.example', sendsPerMinute: 20, instantEmailWindowMinutes: 15 } } as unknown as MessagingDeps;
const account = (locale: Locale) => ({ id: 'u1', name: 'Marie Tremblay', email: 'marie@example.com', locale, profilePic: null, profilePicImage: null, active: true });

const contact = (locale: Locale, category: ContactCategory): ContactMessage => ({
  id: '9f8e7d6c-0000-4000-8000-000000000002',
  name: 'Marie Tremblay',
  email: 'marie@example.com',
  category,
  message: 'Bonjour',
  bookingReference: null,
  bookingId: null,
  locale,
  userId: null,
  createdAt: new Date('2026-11-26T12:00:00Z'),
  handledAt: null,
  handledBy: null,
});

const subscriber = (locale: Locale) =>
  newSubscriber({ id: 's1', email: 'marie@example.com', locale, unsubscribeToken: 'tok', confirmation: { tokenHash: 'h', expiresAt: new Date('2026-11-28T00:00:00Z') }, now: new Date('2026-11-26T00:00:00Z') });

interface EmailSource {
  /** The file's exported functions that write or send an email: each is rendered (or handed over) here. */
  covers: string[];
  /** Every email of the file, with every variant of its text, in one language. */
  render(locale: Locale): Promise<MailMessage[]>;
}

const EVENTS: NotificationEvent[] = ['accepted', 'declined', 'expired', 'cancelled', 'postponed', 'withdrawn'];

const SOURCES: Record<string, EmailSource> = {
  'modules/identity/application/emails.ts': {
    covers: ['passwordResetEmail', 'emailChangedEmail', 'signInMethodEmail', 'passwordAddedEmail', 'passwordChangedEmail', 'accountDeletedEmail', 'accountSuspendedEmail', 'accountReactivatedEmail'],
    render: async (locale) => [
      passwordResetEmail('marie@example.com', 'Marie Tremblay', locale, 'https://eclat.example/reset/abc', 30),
      emailChangedEmail('marie@example.com', 'Marie Tremblay', locale, 'new@example.com'),
      signInMethodEmail('marie@example.com', 'Marie Tremblay', locale, { kind: 'linked', method: 'Google' }),
      signInMethodEmail('marie@example.com', 'Marie Tremblay', locale, { kind: 'unlinked', method: 'Google' }),
      passwordAddedEmail('marie@example.com', 'Marie Tremblay', locale, 'https://eclat.example'),
      passwordChangedEmail('marie@example.com', 'Marie Tremblay', locale, 'https://eclat.example'),
      accountDeletedEmail('marie@example.com', 'Marie Tremblay', locale),
      accountSuspendedEmail('marie@example.com', 'Marie Tremblay', locale, 'Trois absences sans prévenir', 'https://eclat.example/contact'),
      accountReactivatedEmail('marie@example.com', 'Marie Tremblay', locale, 'https://eclat.example/login'),
    ],
  },
  'modules/integrations/application/webhook-emails.ts': {
    covers: ['webhookFailedEmail'],
    render: async (locale) => [
      webhookFailedEmail({ email: 'marie@example.com', name: 'Marie Tremblay', locale }, { url: 'https://gestion.example/hooks', eventType: 'booking.requested', eventId: '5b1a3c7e-0000-4000-8000-000000000009', attempts: 8 }, { publicUrl: 'https://eclat.example' }),
    ],
  },
  'modules/portability/application/export-emails.ts': {
    covers: ['exportReadyEmail'],
    render: async (locale) => [
      exportReadyEmail({ email: 'marie@example.com', name: 'Marie Tremblay', locale }, { requestedAt: new Date('2026-11-26T12:00:00Z'), expiresAt: new Date('2026-12-03T12:00:00Z') }, { publicUrl: 'https://eclat.example', privacyOfficerEmail: 'confidentialite@eclat.example' }),
    ],
  },
  'modules/booking/application/booking-notifications.ts': {
    covers: ['sendRequestToCleaner', 'sendRequestSentToClient', 'notifyParties', 'sendVisitReceipt'],
    render: async (locale) => {
      const sent: MailMessage[] = [];
      const deps = bookingDeps(locale, sent);
      await sendRequestToCleaner(deps)({ bookingIds: [booking().id], nonce: 'nonce' });
      await sendRequestToCleaner(deps)({ bookingIds: [booking().id, booking().id], nonce: 'nonce' });
      await sendRequestSentToClient(deps)({ bookingIds: [booking().id], nonce: 'nonce' });
      await sendVisitReceipt({ ...deps, bookings: { findById: async (id: string) => booking({ id, status: 'completed', workedMinutes: 225 } as Partial<Booking>) } } as unknown as BookingDeps)(booking().id);
      for (const event of EVENTS) await notifyParties(deps, booking(), event, ['client', 'cleaner'], event === 'cancelled' ? 'Jean Gagnon' : null);
      return sent;
    },
  },
  'modules/booking/application/booking-emails.ts': {
    covers: ['visitCalendarFile', 'newRequestEmail', 'requestSentEmail', 'bookingChangeEmail', 'visitReminderEmail', 'requestExpiringEmail', 'visitReceiptEmail'],
    render: async (locale) => {
      const to = { email: 'marie@example.com', name: 'Marie Tremblay', locale };
      const v: VisitFacts = { bookingId: 'b1', startsAt: new Date('2026-11-28T14:00:00Z'), endsAt: new Date('2026-11-28T18:00:00Z'), city: 'Trois-Rivières', visits: 1, depositCents: 4500, remainderCents: 10500, totalCents: 15000, otherName: 'Jean Gagnon', url: 'https://eclat.example/bookings/b1', expiresAt: new Date('2026-11-28T14:00:00Z'), cleaningType: 'regular', durationMinutes: 240 };
      const now = new Date('2026-11-27T12:00:00Z');
      return [
        newRequestEmail(to, { ...v, visits: 3 }, { accept: 'https://eclat.example/a', decline: 'https://eclat.example/d' }, { now, earningCents: 9600 }),
        requestSentEmail(to, v, now),
        requestSentEmail(to, { ...v, otherName: null, visits: 2 }, now),
        ...(['client', 'cleaner'] as const).flatMap((party) => EVENTS.map((event) => bookingChangeEmail(to, party, event, v, event === 'declined' ? 'Jean Gagnon' : null, event === 'cancelled' ? 4500 : 0, now))),
        ...(['client', 'cleaner'] as const).flatMap((party) => (['visit_day_before', 'visit_soon'] as const).map((kind) => visitReminderEmail(to, party, kind, v))),
        requestExpiringEmail(to, v, new Date('2026-11-27T16:00:00Z')),
        requestExpiringEmail(to, { ...v, otherName: null, visits: 4 }, new Date('2026-11-27T16:00:00Z')),
        visitReceiptEmail(to, v, { subtotalCents: 12000, cleaningFeeCents: 1000, emergencyFeeCents: 0, discountCents: 1000, discounts: [{ kind: 'first_booking', amountCents: 1000 }], serviceFeeCents: 550, gstCents: 583, qstCents: 1162, totalCents: 13295 }, 235, 'https://eclat.example/api/bookings/b1/invoice.pdf'),
        visitReceiptEmail(to, { ...v, otherName: null }, { subtotalCents: 12000, cleaningFeeCents: 0, emergencyFeeCents: 0, discountCents: 0, serviceFeeCents: 600, gstCents: 630, qstCents: 1257, totalCents: 14487 }, null, 'https://eclat.example/api/bookings/b1/invoice.pdf'),
      ];
    },
  },
  'modules/booking/application/client-own-emails.ts': {
    covers: ['ownCancellationEmail', 'ownWithdrawalEmail', 'ownPostponementEmail'],
    render: async (locale) => {
      const to = { email: 'marie@example.com', name: 'Marie Tremblay', locale };
      const delay = { minBusinessDays: 5, maxBusinessDays: 10 };
      const v: VisitFacts = { bookingId: 'b1', startsAt: new Date('2026-11-28T14:00:00Z'), endsAt: new Date('2026-11-28T18:00:00Z'), city: 'Trois-Rivières', visits: 1, depositCents: 7500, remainderCents: 7500, totalCents: 15000, otherName: 'Jean Gagnon', url: 'https://eclat.example/bookings/b1', expiresAt: new Date('2026-11-28T14:00:00Z'), cleaningType: 'regular', durationMinutes: 240 };
      return [
        ownCancellationEmail(to, v, { paidCents: 7500, feeCents: 5000, refundCents: 2500, extraChargeCents: 0, heldCents: 0 }, delay, 24),
        ownCancellationEmail(to, v, { paidCents: 7500, feeCents: 0, refundCents: 7500, extraChargeCents: 0, heldCents: 0 }, delay, 24),
        ownCancellationEmail(to, v, { paidCents: 3000, feeCents: 5000, refundCents: 0, extraChargeCents: 2000, heldCents: 0 }, delay, 24),
        ownCancellationEmail(to, v, { paidCents: 0, feeCents: 0, refundCents: 0, extraChargeCents: 0, heldCents: 7500 }, delay, 24),
        ownWithdrawalEmail(to, v),
        ownPostponementEmail(to, v, new Date('2026-11-27T14:00:00Z'), new Date('2026-11-26T12:00:00Z')),
      ];
    },
  },
  'modules/booking/application/en-route-email.ts': {
    covers: ['enRouteEmail'],
    render: async (locale) => {
      const to = { email: 'marie@example.com', name: 'Marie Tremblay', locale };
      const v: VisitFacts = { bookingId: 'b1', startsAt: new Date('2026-11-28T14:00:00Z'), endsAt: new Date('2026-11-28T18:00:00Z'), city: 'Trois-Rivières', visits: 1, depositCents: 4500, remainderCents: 10500, totalCents: 15000, otherName: 'Jean Gagnon', url: 'https://eclat.example/bookings/b1', expiresAt: new Date('2026-11-28T14:00:00Z'), cleaningType: 'regular', durationMinutes: 240 };
      return [enRouteEmail(to, v, new Date('2026-11-28T13:50:00Z')), enRouteEmail(to, { ...v, otherName: null }, null)];
    },
  },
  'modules/booking/application/no-show-emails.ts': {
    covers: ['noShowToCleanerEmail', 'noShowToClientEmail', 'lateArrivalEmail'],
    render: async (locale) => {
      const to = { email: 'marie@example.com', name: 'Marie Tremblay', locale };
      const v: VisitFacts = { bookingId: 'b1', startsAt: new Date('2026-11-28T14:00:00Z'), endsAt: new Date('2026-11-28T18:00:00Z'), city: 'Trois-Rivières', visits: 1, depositCents: 4500, remainderCents: 10500, totalCents: 15000, otherName: 'Jean Gagnon', url: 'https://eclat.example/bookings/b1', expiresAt: new Date('2026-11-28T14:00:00Z'), cleaningType: 'regular', durationMinutes: 240 };
      return [
        noShowToCleanerEmail(to, v),
        noShowToCleanerEmail(to, { ...v, otherName: null }),
        noShowToClientEmail(to, v, 4500, 0),
        noShowToClientEmail(to, v, 0, 4500),
        noShowToClientEmail(to, v, 0, 0),
        lateArrivalEmail(to, v, new Date('2026-11-28T15:40:00Z'), 30),
        lateArrivalEmail(to, { ...v, otherName: null }, new Date('2026-11-28T15:40:00Z'), 30),
      ];
    },
  },
  'modules/reviews/application/review-emails.ts': {
    covers: ['reviewInvitationEmail', 'reviewPublishedEmail', 'reviewReminderEmail'],
    render: async (locale) => {
      const to = { email: 'marie@example.com', name: 'Marie Tremblay', locale };
      return [
        reviewInvitationEmail(to, 'client', 'Jean Gagnon', new Date('2026-12-12T14:00:00Z'), 'https://eclat.example/bookings/b1#reviews'),
        reviewInvitationEmail(to, 'cleaner', 'Jean Gagnon', new Date('2026-12-12T14:00:00Z'), 'https://eclat.example/bookings/b1#reviews'),
        reviewPublishedEmail(to, 'Jean Gagnon', 'https://eclat.example/bookings/b1#reviews'),
        reviewReminderEmail(to, 'client', 'Jean Gagnon', new Date('2026-12-12T14:00:00Z'), 'https://eclat.example/bookings/b1#reviews'),
        reviewReminderEmail(to, 'cleaner', 'Jean Gagnon', new Date('2026-12-12T14:00:00Z'), 'https://eclat.example/bookings/b1#reviews'),
      ];
    },
  },
  'modules/payouts/application/payout-emails.ts': {
    covers: ['payoutSentEmail', 'payoutFailedEmail'],
    render: async (locale) => {
      const to = { email: 'jean@example.com', name: 'Jean Gagnon', locale };
      return [
        payoutSentEmail(to, { amountCents: 42000, visits: 3, week: '2026-W47' }, 'https://eclat.example/profile/payouts'),
        payoutSentEmail(to, { amountCents: 42000, visits: 1, week: null }, 'https://eclat.example/profile/payouts'),
        payoutFailedEmail(to, { amountCents: 42000, week: '2026-W47', accountNotReady: true }, 'https://eclat.example/profile/payouts'),
        payoutFailedEmail(to, { amountCents: 42000, week: null, accountNotReady: false }, 'https://eclat.example/profile/payouts'),
      ];
    },
  },
  'modules/payments/application/tip-emails.ts': {
    covers: ['tipReceivedEmail', 'tipReceiptEmail'],
    render: async (locale) => {
      const to = { email: 'jean@example.com', name: 'Jean Gagnon', locale };
      const tip = { amountCents: 1500, serviceDate: '2026-12-12', paidAt: new Date('2026-12-12T20:00:00Z'), otherPartyName: 'Marie Tremblay' };
      return [tipReceivedEmail(to, tip, { earnings: 'https://eclat.example/profile/payouts' }), tipReceiptEmail(to, tip, { booking: 'https://eclat.example/bookings/b1' })];
    },
  },
  'modules/identity/application/welcome-email.ts': {
    covers: ['welcomeEmail'],
    render: async (locale) => [welcomeEmail('marie@example.com', 'Marie Tremblay', locale, 'https://eclat.example')],
  },
  'modules/messaging/application/message-emails.ts': {
    // notifyInstantly sends instantEmail, rendered here.
    covers: ['instantEmail', 'digestEmail', 'notifyInstantly'],
    render: async (locale) => [
      instantEmail(messagingDeps, account(locale), 'Jean Gagnon', 'b1'),
      digestEmail(messagingDeps, account(locale), [{ bookingId: 'b1', senderName: 'Jean Gagnon', count: 1 }]),
      digestEmail(messagingDeps, account(locale), [{ bookingId: 'b1', senderName: 'Jean Gagnon', count: 2 }, { bookingId: 'b2', senderName: 'Marie Tremblay', count: 1 }]),
    ],
  },
  'modules/contact/application/contact-emails.ts': {
    // opsEmail goes to Éclat's team, in French only (checked below).
    // replyEmail carries the text an admin wrote in the sender's language, rendered here with one in each.
    covers: ['acknowledgementEmail', 'opsEmail', 'replyEmail'],
    render: async (locale) => [
      ...(['booking', 'payment', 'account', 'cleaners', 'commercial', 'other'] as const).map((category) => acknowledgementEmail(contact(locale, category))),
      replyEmail(
        contact(locale, 'booking'),
        locale === 'fr'
          ? { subject: 'Re\u00a0: votre message à Éclat (réf. 9F8E7D6C)', body: 'Bonjour,\n\nVotre visite peut commencer à neuf heures.' }
          : { subject: 'Re: your message to Éclat (ref. 9F8E7D6C)', body: 'Hello,\n\nYour visit can start at nine.' },
        'operations@eclat.example',
      ),
    ],
  },
  'modules/payments/application/payment-emails.ts': {
    covers: ['paymentFailedEmail', 'refundEmail'],
    render: async (locale) => {
      const to = { email: 'marie@example.com', name: 'Marie Tremblay', locale };
      return [
        ...(['remainder', 'cancellation_fee'] as const).flatMap((kind) =>
          [true, false].flatMap((retriesLeft) =>
            ['authentication_required', 'card_declined'].map((reason) => paymentFailedEmail(to, { amountCents: 12345, date: '2026-11-28', kind, reason, link: 'https://eclat.example/pay', retriesLeft })),
          ),
        ),
        refundEmail(to, { amountCents: 4500, date: '2026-11-28', reason: 'Jean Gagnon', link: 'https://eclat.example/bookings/b1' }),
      ];
    },
  },
  'modules/cases/application/case-emails.ts': {
    covers: ['reportedEmail', 'answeredEmail', 'decidedEmail'],
    render: async (locale) => {
      const to = { id: 'u1', email: 'marie@example.com', name: 'Marie Tremblay', locale };
      const c: Case = { id: 'c1', kind: 'report', bookingId: 'b1', clientId: 'u1', cleanerId: 'u2', category: 'damage', description: 'Jean Gagnon', wish: 'refund', status: 'open', reportedAt: new Date('2026-11-28T15:00:00Z'), answer: null, answeredAt: null, decision: null, dispute: null };
      const decided = (resolution: 'reclean' | 'refund' | 'rejected'): Case => ({ ...c, status: resolution === 'rejected' ? 'rejected' : 'resolved', decision: { resolution, reason: 'Jean Gagnon', decidedBy: 'a1', decidedAt: new Date('2026-11-29T15:00:00Z'), refundCents: resolution === 'refund' ? 3000 : null, cleanerShareCents: resolution === 'refund' ? 1500 : null, platformShareCents: resolution === 'refund' ? 1500 : null, recleanBookingId: resolution === 'reclean' ? 'b2' : null, refundedAt: resolution === 'refund' ? new Date('2026-11-29T15:01:00Z') : null } });
      return (['client', 'cleaner'] as const).flatMap((role) => [
        reportedEmail(to, role, c, '2026-11-28', 'https://eclat.example/bookings/b1'),
        answeredEmail(to, role, 'Jean Gagnon', '2026-11-28', 'https://eclat.example/bookings/b1'),
        ...(['reclean', 'refund', 'rejected'] as const).map((r) => decidedEmail(to, role, decided(r), '2026-11-28', 'https://eclat.example/bookings/b1', r === 'reclean' ? { date: '2026-12-05', time: '10:00' } : null)),
      ]);
    },
  },
  'modules/cases/application/dispute-emails.ts': {
    covers: ['disputeOpenedEmail', 'disputeClosedEmail'],
    render: async (locale) => {
      const to = { id: 'u1', email: 'marie@example.com', name: 'Marie Tremblay', locale };
      const dispute = { ref: 'dp_1', amountCents: 12_345, evidenceDueBy: new Date('2026-12-10T04:59:00Z'), evidence: null, evidenceSubmittedAt: null, evidenceSubmittedBy: null, outcome: null, closedAt: null, cleanerShareCents: null };
      const c: Case = { id: 'c1', kind: 'dispute', bookingId: 'b1', clientId: 'u1', cleanerId: 'u2', category: 'other', description: 'Jean Gagnon', wish: null, status: 'open', reportedAt: new Date('2026-11-28T15:00:00Z'), answer: null, answeredAt: null, decision: null, dispute };
      const closed = (outcome: 'won' | 'lost'): Case => ({ ...c, status: 'resolved', dispute: { ...dispute, outcome, closedAt: new Date('2026-12-20T15:00:00Z'), cleanerShareCents: outcome === 'lost' ? 9_000 : null } });
      return [
        disputeOpenedEmail(to, c, '2026-11-28', 'https://eclat.example/admin/cases/c1/show'),
        ...(['ops', 'cleaner'] as const).flatMap((role) => (['won', 'lost'] as const).map((o) => disputeClosedEmail(to, role, closed(o), '2026-11-28', 'https://eclat.example/profile/payouts'))),
      ];
    },
  },
  'modules/cleaners/application/emails.ts': {
    covers: ['documentReviewedEmail'],
    render: async (locale) =>
      (['id', 'background_check', 'insurance', 'certification'] as const).flatMap((type) =>
        (['approved', 'rejected'] as const).flatMap((decision) =>
          (['verified', 'pending', 'rejected', 'unverified'] as const).map((verification) =>
            documentReviewedEmail({ to: 'marie@example.com', name: 'Marie Tremblay', locale, type, decision, reason: decision === 'rejected' ? 'Jean Gagnon' : null, verification, profileUrl: 'https://eclat.example/profile' }),
          ),
        ),
      ),
  },
  'modules/newsletter/application/newsletter-emails.ts': {
    // newsletterIssue wraps a text the console writes in both languages; its footer is checked here.
    covers: ['confirmationEmail', 'alreadySubscribedEmail', 'newsletterIssue'],
    render: async (locale) => [
      confirmationEmail(subscriber(locale), 'https://eclat.example/newsletter/confirm/abc', 48),
      alreadySubscribedEmail(subscriber(locale), 'https://eclat.example'),
      newsletterIssue(subscriber(locale), 'https://eclat.example', { fr: { subject: 'Nouvelles de novembre', body: 'Bonjour' }, en: { subject: 'November news', body: 'Hello' } }),
    ],
  },
  'modules/availability/application/google-calendar-email.ts': {
    covers: ['googleSyncFailedEmail'],
    render: async (locale) =>
      [
        { refused: true, failingHours: 1, untrustedAt: new Date('2026-11-28T17:00:00Z') },
        { refused: true, failingHours: 4, untrustedAt: null },
        { refused: false, failingHours: 3, untrustedAt: null },
      ].map((failure) => googleSyncFailedEmail({ email: 'jean@example.com', name: 'Jean Gagnon', locale }, failure, { publicUrl: 'https://eclat.example' })),
  },
  'modules/legal/application/change-notice-email.ts': {
    covers: ['termsChangeEmail'],
    render: async (locale) =>
      [{ fr: 'Les frais de service passent de 5 % à 6 %.', en: 'The service fee goes from 5% to 6%.' }, null].map((changes) =>
        termsChangeEmail(
          { email: 'marie@example.com', name: 'Marie Tremblay', locale },
          { version: '2.0', effectiveDate: '2027-01-01', changes, url: termsVersionUrl('https://eclat.example', '2.0', locale), accountUrl: 'https://eclat.example/profile' },
        ),
      ),
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A file writes emails when it types one (MailMessage) or hands a literal one to a mailer. */
const writesEmails = (source: string): boolean => /\bMailMessage\b/.test(source) || /mailer\.send\(\s*\{/.test(source);

/** Exported functions whose body writes or sends an email. */
function emailFunctions(source: string): string[] {
  const starts = [...source.matchAll(/^export (?:async )?(?:function (\w+)|const (\w+)\s*=)/gm)];
  return starts
    .map((match, i) => ({ name: (match[1] ?? match[2])!, body: source.slice(match.index, starts[i + 1]?.index ?? source.length) }))
    .filter(({ body }) => /\bMailMessage\b/.test(body) || /mailer\.send\(/.test(body))
    .map(({ name }) => name);
}

const paragraphs = (text: string): string[] => text.split(/\n{2,}/).map((p) => p.trim()).filter((p) => p !== '');
const visibleText = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&#\d+;/g, ' ');

describe('Bill 96: every email in French', () => {
  const found = ['modules', 'src'].flatMap(sourceFiles).filter((path) => !CARRIERS.has(path) && writesEmails(readFileSync(join(root, path), 'utf8')));

  it('renders here every file of the source tree that writes emails', () => {
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(found.filter((path) => !(path in SOURCES))).toEqual([]);
    for (const path of [...CARRIERS, ...Object.keys(SOURCES)]) expect(existsSync(join(root, path)), path).toBe(true);
  });

  for (const [path, source] of Object.entries(SOURCES)) {
    it(`${path}: each email function is rendered`, () => {
      expect(emailFunctions(readFileSync(join(root, path), 'utf8')).filter((name) => !source.covers.includes(name))).toEqual([]);
    });

    it(`${path}: each email exists in French, as complete as in English, and is French`, async () => {
      const [fr, en] = [await source.render('fr'), await source.render('en')];
      expect(fr.length).toBeGreaterThan(0);
      expect(fr.length).toBe(en.length);
      const problems: string[] = [];
      en.forEach((english, i) => {
        const french = fr[i]!;
        const where = `email ${i + 1} (${english.subject})`;
        for (const p of frenchProblems(english.subject, french.subject, NAMES)) problems.push(`${where}, subject: ${p}`);
        if (french.subject === english.subject) problems.push(`${where}: same subject in both languages`);
        const [frParts, enParts] = [paragraphs(french.text), paragraphs(english.text)];
        if (frParts.length !== enParts.length) problems.push(`${where}: ${frParts.length} paragraphs in French, ${enParts.length} in English`);
        enParts.forEach((part, j) => {
          for (const p of frenchProblems(part, frParts[j], NAMES)) problems.push(`${where}, paragraph ${j + 1}: ${p}`);
        });
        if (french.html === english.html) problems.push(`${where}: same HTML in both languages`);
        const englishInHtml = englishWordsIn(visibleText(french.html), NAMES);
        if (englishInHtml.length > 0) problems.push(`${where}: English words in the French HTML: ${englishInHtml.join(', ')}`);
      });
      expect(problems).toEqual([]);
    });
  }

  it("writes the operations team's email in French only (Éclat's team works in French)", () => {
    for (const locale of ['fr', 'en'] as const) {
      const m = opsEmail('operations@eclat.example', contact(locale, 'payment'), 'https://eclat.example/admin');
      expect(englishWordsIn(`${m.subject}\n${m.text}\n${visibleText(m.html)}`, [...NAMES, 'Bonjour'])).toEqual([]);
      expect(m.text).toContain('Courriel\u00a0: marie@example.com');
    }
  });
});
