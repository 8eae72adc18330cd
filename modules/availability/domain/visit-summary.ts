import type { Locale } from '../../../src/shared/locale.js';

const SERVICES: Record<Locale, Record<string, string>> = {
  fr: { regular: 'Nettoyage régulier', deep: 'Nettoyage en profondeur', move_in_out: 'Nettoyage de déménagement', garage: 'Garage', office: 'Bureau', airbnb: 'Airbnb' },
  en: { regular: 'Regular cleaning', deep: 'Deep cleaning', move_in_out: 'Move-in / move-out cleaning', garage: 'Garage', office: 'Office', airbnb: 'Airbnb' },
};

/** A visit's title in the cleaner's calendars (Google's event, the private feed): "Éclat · Nettoyage régulier". */
export const visitSummary = (cleaningType: string, locale: Locale): string => `Éclat · ${SERVICES[locale][cleaningType] ?? cleaningType}`;

/** Where the address and access details are: the booking's page, for the signed-in cleaner only (never in the event). */
export const visitDescription = (bookingUrl: string, locale: Locale): string =>
  locale === 'fr'
    ? `Visite réservée sur Éclat. L’adresse et les consignes d’accès sont dans la réservation\u00a0: ${bookingUrl}`
    : `Visit booked on Éclat. The address and access details are in the booking: ${bookingUrl}`;
