import { formatRegisterDate } from './choices';

type Translate = (key: string, options?: object) => string;

// Fields whose values are choices: shown by their label, as in the form.
const CHOICE_GROUPS: Record<string, string> = { kinds: 'kind', informationCategories: 'category', seriousInjuryRisk: 'risk', peopleNoticeMethod: 'method', status: 'status' };
const DATE_FIELDS = new Set(['occurredOn', 'occurredUntil', 'discoveredOn', 'commissionNotifiedOn', 'peopleNotifiedOn']);

/** A value of a history line as a reader understands it: labels, dates and numbers in the console's language, "—" for nothing. */
export function describeValue(field: string, value: unknown, translate: Translate, locale: string): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'boolean') return translate(`eclat.incidents.${value ? 'yes' : 'no'}`);
  const group = CHOICE_GROUPS[field];
  const label = (v: unknown) => (group ? translate(`eclat.incidents.${group}.${String(v)}`) : String(v));
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (group) return label(value);
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatRegisterDate(value, locale);
  if (typeof value === 'number') return new Intl.NumberFormat(locale === 'en' ? 'en-CA' : 'fr-CA').format(value);
  return String(value);
}
