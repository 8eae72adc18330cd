import { formatCalendarDate } from '../../../web/src/lib/format-datetime';
import type { IncidentKind, IncidentStatus, InformationCategory, NoticeMethod, SeriousInjuryRisk } from './incidents-api';

// Choice names are translation keys: react-admin translates them when rendering.
// Typed against the contract's enums, so a value added there fails to compile here.
function choices<T extends string>(group: string, ids: readonly T[]): { id: T; name: string }[] {
  return ids.map(id => ({ id, name: `eclat.incidents.${group}.${id}` }));
}

export const kindChoices = choices<IncidentKind>('kind', ['unauthorized_access', 'unauthorized_use', 'unauthorized_disclosure', 'loss', 'other_breach']);

export const categoryChoices = choices<InformationCategory>('category', [
  'identification',
  'contact',
  'credentials',
  'identity_documents',
  'background_checks',
  'financial',
  'location',
  'home_access',
  'messages',
  'photos',
  'reviews',
  'other',
]);

export const riskChoices = choices<SeriousInjuryRisk>('risk', ['to_assess', 'yes', 'no']);

export const noticeMethodChoices = choices<NoticeMethod>('method', ['email', 'mail', 'phone', 'in_person', 'public_notice', 'other']);

export const statusChoices = choices<IncidentStatus>('status', ['open', 'closed']);

/** A register date as written ("3 nov. 2026"), never shifted by the browser's time zone; "—" when there is none. */
export function formatRegisterDate(date: string | null | undefined, locale: string): string {
  return date ? formatCalendarDate(date, locale, { weekday: false, month: 'short', year: true }) : '—';
}

/** "3 nov. 2026" or "3 – 5 nov. 2026 (approx.)": the incident's date or period as the register states it. */
export function formatPeriod(from: string, until: string | null, estimated: boolean, locale: string, approximately: string): string {
  const period = until && until !== from ? `${formatRegisterDate(from, locale)} – ${formatRegisterDate(until, locale)}` : formatRegisterDate(from, locale);
  return estimated ? `${period} (${approximately})` : period;
}
