import { numberFormat } from '../../lib/number-format';

/** The Intl locale of the page's language: fr-CA ("32,00 $") or en-CA ("$32.00"). */
export function localeTag(language: string | undefined): 'fr-CA' | 'en-CA' {
  return language?.toLowerCase().startsWith('en') ? 'en-CA' : 'fr-CA';
}

/** Integer cents as Canadian dollars in the page's language. */
export function formatMoney(cents: number, language: string | undefined): string {
  return numberFormat(localeTag(language), { style: 'currency', currency: 'CAD' }).format(cents / 100);
}
