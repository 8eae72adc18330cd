import { toCsv, type CsvDelimiter, type CsvValue } from '../../../src/shared/csv.js';
import { localDateOf, localMinuteOf } from '../../../src/shared/local-time.js';
import type { Locale } from '../../../src/shared/locale.js';
import { referenceOf, type Incident } from '../domain/incident.js';
import { peopleOf, presentHistory, presentIncident, type IncidentDetailDto, type PersonDto } from './admin-incidents.js';
import type { IncidentDeps, IncidentFilter } from './ports.js';
import { REGISTER_LABELS } from './register-labels.js';

/** An instant as Quebec's wall clock shows it, `2026-11-28 14:05`: what a reader of the file expects. */
function localDateTime(at: Date): string {
  const minutes = localMinuteOf(at);
  return `${localDateOf(at)} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** One row per entry, every field of the register in its column (REGISTER_LABELS' order). */
export function registerRows(incidents: Incident[], person: (id: string) => PersonDto, locale: Locale): CsvValue[][] {
  const l = REGISTER_LABELS[locale];
  const bool = (b: boolean) => (b ? l.yes : l.no);
  const who = (id: string | null) => (id ? (person(id).name ?? id) : null);
  const rows = incidents.map((i): CsvValue[] => [
    referenceOf(i.number),
    i.title,
    l.status[i.status],
    i.kinds.map((k) => l.kinds[k]).join(', '),
    i.circumstances,
    i.occurredOn,
    i.occurredUntil,
    bool(i.occurrenceEstimated),
    i.discoveredOn,
    i.informationCategories.map((c) => l.categories[c]).join(', '),
    i.informationDescription,
    i.peopleAffected,
    bool(i.peopleAffectedEstimated),
    l.risk[i.seriousInjuryRisk],
    i.sensitivity,
    i.anticipatedConsequences,
    i.misuseLikelihood,
    i.measures,
    i.commissionNotifiedOn,
    i.commissionNotes,
    i.peopleNotifiedOn,
    i.peopleNoticeMethod ? l.methods[i.peopleNoticeMethod] : null,
    i.peopleNoticeNotes,
    i.otherNotifications,
    localDateTime(i.recordedAt),
    who(i.recordedBy),
    localDateTime(i.updatedAt),
    who(i.updatedBy),
    i.closedAt ? localDateTime(i.closedAt) : null,
    who(i.closedBy),
    i.keptUntil,
    i.id,
  ]);
  return [l.columns, ...rows];
}

export interface RegisterFile {
  filename: string;
  content: string;
}

/** The register as a spreadsheet file, in the reader's language; the file is named with today's date. */
export const exportRegisterCsv =
  (deps: IncidentDeps) =>
  async (filter: IncidentFilter, locale: Locale, delimiter: CsvDelimiter): Promise<RegisterFile> => {
    const incidents = await deps.incidents.all(filter);
    const person = await peopleOf(deps, incidents);
    const today = localDateOf(deps.clock.now());
    return { filename: `${REGISTER_LABELS[locale].filename}-${today}.csv`, content: toCsv(registerRows(incidents, person, locale), delimiter) };
  };

export interface RegisterDocument {
  exportedAt: string;
  /** Who keeps the register, and how long entries are kept after their discovery. */
  privacyOfficer: { name: string | null; title: { fr: string; en: string }; email: string };
  retentionYears: number;
  incidents: IncidentDetailDto[];
}

/** The register as structured data: every entry with its whole history, codes rather than labels. */
export const exportRegisterJson =
  (deps: IncidentDeps) =>
  async (filter: IncidentFilter): Promise<RegisterDocument> => {
    const incidents = await deps.incidents.all(filter);
    const history = await deps.incidents.historyOf(incidents.map((i) => i.id));
    const person = await peopleOf(deps, incidents, history);
    const byIncident = new Map<string, typeof history>();
    for (const h of history) byIncident.set(h.incidentId, [...(byIncident.get(h.incidentId) ?? []), h]);
    const { name, title, email } = deps.settings.privacyOfficer;
    return {
      exportedAt: deps.clock.now().toISOString(),
      privacyOfficer: { name: name || null, title, email },
      retentionYears: deps.settings.retentionYears,
      incidents: incidents.map((i) => ({ ...presentIncident(i, person), history: (byIncident.get(i.id) ?? []).map((h) => presentHistory(h, person)) })),
    };
  };
