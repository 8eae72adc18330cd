/**
 * "a, b et c" / "a, b and c": CLDR's conjunction lists for fr-CA and en-CA, written here because the
 * first Intl.ListFormat a page makes costs tens of milliseconds in one task (a long task of the cleaner's
 * profile as it is hydrated, issue #39). list-format.test.ts holds it to Intl's; other locales use Intl.
 */
const AND: Record<string, string> = { 'fr-CA': 'et', 'en-CA': 'and' };

export function conjunctionList(items: readonly string[], locale: string): string {
  const and = AND[locale];
  if (!and) return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
