import { formatDateTime } from '../../../src/shared/datetime-format.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import type { Booking } from '../domain/booking.js';
import type { BookingDeps } from './ports.js';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function email(to: string, subject: string, paragraphs: string[], links: { href: string; label: string }[]): MailMessage {
  const text = [...paragraphs, ...links.map((l) => `${l.label}: ${l.href}`), '— Éclat'].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1d2733">
<h1 style="font-size:20px">${escape(subject)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${links.map((l) => `<p><a href="${escape(l.href)}">${escape(l.label)}</a></p>`).join('\n')}
<p>— Éclat</p></body></html>`;
  return { to, subject, text, html };
}

/** "samedi 28 novembre 2026 à 9 h" / "Saturday, November 28, 2026 at 9:00 AM", in Quebec time (as the web app writes it). */
export function whenText(b: Booking, locale: Locale): string {
  return formatDateTime(b.startsAt, locale, { year: true });
}

const money = (cents: number, locale: Locale): string => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

const visitsText = (visits: Booking[], locale: Locale): string =>
  visits.length > 1 ? (locale === 'fr' ? ` (série de ${visits.length} visites)` : ` (series of ${visits.length} visits)`) : '';

/** To the cleaner: a new request, with accept and decline links that work once (signed-in as this cleaner). */
export async function notifyRequested(deps: BookingDeps, visits: Booking[], nonce: string): Promise<void> {
  const first = visits[0]!;
  const [cleaner, client] = await Promise.all([deps.accounts.find(first.cleanerId), deps.accounts.find(first.clientId)]);
  if (!cleaner) return;
  const base = `${deps.settings.publicUrl}/bookings/${first.id}`;
  const token = encodeURIComponent(nonce);
  const fr = cleaner.locale === 'fr';
  const when = whenText(first, cleaner.locale) + visitsText(visits, cleaner.locale);
  const hours = deps.settings.requestExpiryHours;
  const subject = fr ? 'Nouvelle demande de nettoyage' : 'New cleaning request';
  const body = fr
    ? [`Bonjour ${cleaner.name},`, `${client?.name ?? 'Un client'} demande un nettoyage le ${when}, à ${first.propertySnapshot.address.city}.`, `Répondez dans les ${hours} heures, sinon la demande expire.`]
    : [`Hello ${cleaner.name},`, `${client?.name ?? 'A client'} asks for a cleaning on ${when}, in ${first.propertySnapshot.address.city}.`, `Please answer within ${hours} hours, or the request expires.`];
  await deps.mailer.send(
    email(cleaner.email, subject, body, [
      { href: `${base}/accept?token=${token}`, label: fr ? 'Accepter' : 'Accept' },
      { href: `${base}/decline?token=${token}`, label: fr ? 'Refuser' : 'Decline' },
      { href: base, label: fr ? 'Voir la demande' : 'See the request' },
    ]),
  );
}

export type NotificationEvent = 'accepted' | 'declined' | 'expired' | 'cancelled' | 'postponed' | 'withdrawn';
type Event = NotificationEvent;

const SUBJECTS: Record<Locale, Record<Event, string>> = {
  fr: {
    accepted: 'Votre réservation est confirmée',
    declined: 'Votre demande a été refusée',
    expired: 'Une demande de réservation a expiré',
    cancelled: 'Une réservation a été annulée',
    postponed: 'Une réservation a été reportée',
    withdrawn: 'Une demande a été retirée',
  },
  en: {
    accepted: 'Your booking is confirmed',
    declined: 'Your request was declined',
    expired: 'A booking request expired',
    cancelled: 'A booking was cancelled',
    postponed: 'A booking was moved',
    withdrawn: 'A request was withdrawn',
  },
};

function eventText(event: Event, b: Booking, locale: Locale, reason: string | null): string[] {
  const when = whenText(b, locale);
  const fr = locale === 'fr';
  const lines: Record<Event, string> = fr
    ? {
        accepted: `Le nettoyage du ${when} est confirmé. L'acompte de ${money(b.money.depositCents, locale)} a été prélevé.`,
        declined: `Le nettoyage demandé pour le ${when} a été refusé. L'acompte a été libéré : aucuns frais.`,
        expired: `La demande pour le ${when} n'a pas reçu de réponse dans les délais et a expiré. L'acompte a été libéré.`,
        cancelled: `Le nettoyage du ${when} a été annulé.`,
        postponed: `Le nettoyage a été déplacé au ${when}.`,
        withdrawn: `Le client a retiré sa demande pour le ${when}.`,
      }
    : {
        accepted: `The cleaning on ${when} is confirmed. The ${money(b.money.depositCents, locale)} deposit was charged.`,
        declined: `The cleaning requested for ${when} was declined. The deposit was released: no charge.`,
        expired: `The request for ${when} got no answer in time and expired. The deposit was released.`,
        cancelled: `The cleaning on ${when} was cancelled.`,
        postponed: `The cleaning was moved to ${when}.`,
        withdrawn: `The client withdrew the request for ${when}.`,
      };
  const out = [lines[event]];
  if (reason) out.push(fr ? `Motif : ${reason}` : `Reason: ${reason}`);
  if (event === 'cancelled' && b.cancellation && b.cancellation.refundCents > 0) {
    out.push(fr ? `Remboursement : ${money(b.cancellation.refundCents, locale)}.` : `Refund: ${money(b.cancellation.refundCents, locale)}.`);
  }
  return out;
}

/** Tells these people, each in their language, what happened to the booking. */
export async function notifyParties(deps: BookingDeps, b: Booking, event: Event, to: ('client' | 'cleaner')[], reason: string | null = null): Promise<void> {
  for (const who of to) {
    const account = await deps.accounts.find(who === 'client' ? b.clientId : b.cleanerId);
    if (!account?.active) continue;
    const subject = SUBJECTS[account.locale][event];
    const hello = account.locale === 'fr' ? `Bonjour ${account.name},` : `Hello ${account.name},`;
    await deps.mailer.send(
      email(account.email, subject, [hello, ...eventText(event, b, account.locale, reason)], [
        { href: `${deps.settings.publicUrl}/bookings/${b.id}`, label: account.locale === 'fr' ? 'Voir la réservation' : 'See the booking' },
      ]),
    );
  }
}

export interface NotificationPayload {
  bookingId: string;
  event: NotificationEvent;
  to: ('client' | 'cleaner')[];
  reason: string | null;
}

/**
 * Tells the parties of a change through the outbox (flow `booking.notify`), inside the change's
 * transaction: the email leaves once the change commits, and is retried if the mail server fails.
 */
export function tellParties(deps: BookingDeps, b: Booking, event: NotificationEvent, to: ('client' | 'cleaner')[], reason: string | null = null): Promise<void> {
  return deps.flows.emit('booking.notify', `${b.id}:${event}:${b.updatedAt.getTime()}`, { bookingId: b.id, event, to, reason } satisfies NotificationPayload);
}

/** The flow's step: the emails about the booking as it is now, each in its recipient's language. */
export const sendNotification =
  (deps: BookingDeps) =>
  async (p: NotificationPayload): Promise<void> => {
    const b = await deps.bookings.findById(p.bookingId);
    if (b) await notifyParties(deps, b, p.event, p.to, p.reason);
  };
