import type { Locale } from '../../../src/shared/locale.js';
import type { PushNotice } from '../../../src/shared/push-notices.js';
import { formatDateTime, formatTime } from '../../../src/shared/datetime-format.js';

/**
 * What the service worker shows (web/src/sw/push-handlers.ts): a title, one sentence, the page a tap
 * opens (a path of this site) and a tag (a newer notification of the same thing replaces the older one
 * on the device instead of piling up). Like the emails, a message's text never travels: the sender only.
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: Locale;
}

/** How the push service should treat it (RFC 8030 §5.2–5.3). */
export interface PushDelivery {
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered push of the same topic at the push service (messages of one conversation). */
  topic?: string;
}

const NBSP = '\u00a0';
const money = (cents: number, locale: Locale): string => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
const when = (iso: string, locale: Locale): string => formatDateTime(new Date(iso), locale);

export function pushMessage(notice: PushNotice, locale: Locale, facts: { senderName?: string | null } = {}): PushMessage {
  const fr = locale === 'fr';
  const base = { lang: locale };
  switch (notice.kind) {
    case 'new_request': {
      const at = when(notice.startsAt, locale);
      return {
        ...base,
        title: fr ? 'Nouvelle demande de réservation' : 'New booking request',
        body:
          notice.visits > 1
            ? fr
              ? `${notice.visits} visites à compter du ${at}. Acceptez ou refusez la demande avant qu’elle expire.`
              : `${notice.visits} visits from ${at}. Accept or decline the request before it expires.`
            : fr
              ? `Un ménage le ${at}. Acceptez ou refusez la demande avant qu’elle expire.`
              : `A cleaning on ${at}. Accept or decline the request before it expires.`,
        url: `/bookings/${notice.bookingId}`,
        tag: `booking-${notice.bookingId}`,
      };
    }
    case 'request_accepted': {
      const at = when(notice.startsAt, locale);
      return {
        ...base,
        title: fr ? 'Demande acceptée' : 'Request accepted',
        body:
          notice.visits > 1
            ? fr
              ? `Vos ${notice.visits} visites à compter du ${at} sont confirmées.`
              : `Your ${notice.visits} visits from ${at} are confirmed.`
            : fr
              ? `Votre ménage du ${at} est confirmé.`
              : `Your cleaning on ${at} is confirmed.`,
        url: `/bookings/${notice.bookingId}`,
        tag: `booking-${notice.bookingId}`,
      };
    }
    case 'request_declined': {
      const at = when(notice.startsAt, locale);
      return {
        ...base,
        title: fr ? 'Demande refusée' : 'Request declined',
        body: fr
          ? `Votre demande pour le ${at} a été refusée. Vous pouvez réserver une autre personne de ménage sur Éclat.`
          : `Your request for ${at} was declined. You can book another cleaner on Éclat.`,
        url: `/bookings/${notice.bookingId}`,
        tag: `booking-${notice.bookingId}`,
      };
    }
    case 'new_message': {
      const sender = facts.senderName ?? 'Éclat';
      return {
        ...base,
        title: fr ? `Nouveau message de ${sender}` : `New message from ${sender}`,
        body: fr ? 'Touchez pour lire le message.' : 'Tap to read the message.',
        url: `/messages/${notice.bookingId}`,
        tag: `messages-${notice.bookingId}`,
      };
    }
    case 'visit_reminder': {
      const start = new Date(notice.startsAt);
      const what = notice.role === 'client' ? (fr ? 'Votre ménage' : 'Your cleaning') : fr ? 'Votre visite' : 'Your visit';
      const dayBefore = notice.moment === 'day_before';
      return {
        ...base,
        title: dayBefore ? (fr ? `Rappel${NBSP}: ménage demain` : 'Reminder: cleaning tomorrow') : fr ? `Rappel${NBSP}: ménage aujourd’hui` : 'Reminder: cleaning today',
        body: dayBefore
          ? fr
            ? `${what} est prévu${notice.role === 'client' ? '' : 'e'} demain, ${formatDateTime(start, locale)}.`
            : `${what} is booked for tomorrow, ${formatDateTime(start, locale)}.`
          : fr
            ? `${what} commence aujourd’hui à ${formatTime(start, locale)}.`
            : `${what} starts today at ${formatTime(start, locale)}.`,
        url: `/bookings/${notice.bookingId}`,
        tag: `booking-${notice.bookingId}`,
      };
    }
    case 'cleaner_late': {
      const time = formatTime(new Date(notice.arrivesAt), locale);
      return {
        ...base,
        title: fr ? `En retard — arrivée prévue à ${time}` : `Running late — expected at ${time}`,
        body: fr ? 'La personne de ménage est en retard. Vous pouvez annuler sans frais.' : 'Your cleaner is running late. You can cancel free of charge.',
        url: `/bookings/${notice.bookingId}`,
        tag: `booking-${notice.bookingId}`,
      };
    }
    case 'payout_paid': {
      const amount = money(notice.amountCents, locale);
      return {
        ...base,
        title: fr ? 'Paiement envoyé' : 'Payout sent',
        body: fr ? `Nous avons envoyé ${amount} à votre compte de paiement.` : `We sent ${amount} to your payout account.`,
        url: '/profile/payouts',
        tag: `payout-${notice.payoutId}`,
      };
    }
  }
}

/**
 * TTL and urgency per kind: a reminder is worth nothing once the visit started (its TTL ends then; 0:
 * not sent at all), a new request or a message should wake the phone, a payout can wait for the next
 * time the phone is awake. Everything else keeps the configured TTL (PUSH_TTL_SECONDS).
 */
export function pushDelivery(notice: PushNotice, now: Date, defaultTtlSeconds: number): PushDelivery {
  switch (notice.kind) {
    case 'new_request':
      return { ttlSeconds: defaultTtlSeconds, urgency: 'high' };
    case 'request_accepted':
    case 'request_declined':
      return { ttlSeconds: defaultTtlSeconds, urgency: 'normal' };
    case 'new_message':
      // A UUID without its dashes: 32 base64url characters, the most a Topic may have.
      return { ttlSeconds: defaultTtlSeconds, urgency: 'high', topic: notice.bookingId.replace(/-/g, '') };
    case 'visit_reminder': {
      const untilStart = Math.floor((new Date(notice.startsAt).getTime() - now.getTime()) / 1000);
      return { ttlSeconds: Math.max(0, Math.min(defaultTtlSeconds, untilStart)), urgency: notice.moment === 'soon' ? 'high' : 'normal' };
    }
    case 'cleaner_late':
      // Worth nothing once the announced arrival passed.
      return { ttlSeconds: Math.max(0, Math.min(defaultTtlSeconds, Math.floor((new Date(notice.arrivesAt).getTime() - now.getTime()) / 1000))), urgency: 'high' };
    case 'payout_paid':
      return { ttlSeconds: defaultTtlSeconds, urgency: 'low' };
  }
}
