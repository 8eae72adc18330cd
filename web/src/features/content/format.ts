import { formatDate } from '../../lib/format-datetime';
import { numberFormat } from '../../lib/number-format';

const tag = (language: string | undefined) => (language?.startsWith('en') ? 'en-CA' : 'fr-CA');

/** "25 $" / "$25": whole dollars without cents, others with them. */
export function formatPrice(cents: number, language: string | undefined): string {
  return numberFormat(tag(language), { style: 'currency', currency: 'CAD', minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** "1 234" / "1,234", at most one decimal (a manual figure may have some). */
export function formatFigure(value: number, language: string | undefined): string {
  return numberFormat(tag(language), { maximumFractionDigits: 1 }).format(value);
}

/** A publication date in the page's language, Quebec's calendar: "24 novembre 2026". */
export function formatPublished(iso: string, language: string | undefined): string {
  return formatDate(iso, language, { weekday: false, year: true });
}
