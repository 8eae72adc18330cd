import { localDateOf } from '../../../src/shared/local-time.js';
import { checkIncident, editIncident, recordIncident, referenceOf, type FieldChange, type HistoryAction, type Incident, type IncidentFacts, type IncidentInput } from '../domain/incident.js';
import { incidentErrors } from '../domain/incident.errors.js';
import type { AdminIncidentQuery, HistoryEntry, IncidentDeps } from './ports.js';

/** An admin named on the register; the name is null when the account no longer exists. */
export interface PersonDto {
  id: string;
  name: string | null;
}

export interface IncidentDto extends IncidentFacts {
  id: string;
  reference: string;
  number: number;
  recordedAt: string;
  recordedBy: PersonDto;
  updatedAt: string;
  updatedBy: PersonDto;
  closedAt: string | null;
  closedBy: PersonDto | null;
  keptUntil: string;
  version: number;
}

export interface HistoryDto {
  at: string;
  by: PersonDto;
  action: HistoryAction;
  changes: FieldChange[];
}

export interface IncidentDetailDto extends IncidentDto {
  history: HistoryDto[];
}

/** Names of everyone these entries and history lines name, loaded once. */
export async function peopleOf(deps: IncidentDeps, incidents: Incident[], history: HistoryEntry[] = []): Promise<(id: string) => PersonDto> {
  const ids = [...new Set([...incidents.flatMap((i) => [i.recordedBy, i.updatedBy, ...(i.closedBy ? [i.closedBy] : [])]), ...history.map((h) => h.by)])];
  const names = new Map((ids.length ? await deps.accounts.findMany(ids) : []).map((a) => [a.id, a.name]));
  return (id) => ({ id, name: names.get(id) ?? null });
}

export const presentIncident = (i: Incident, person: (id: string) => PersonDto): IncidentDto => ({
  id: i.id,
  reference: referenceOf(i.number),
  number: i.number,
  title: i.title,
  kinds: i.kinds,
  circumstances: i.circumstances,
  occurredOn: i.occurredOn,
  occurredUntil: i.occurredUntil,
  occurrenceEstimated: i.occurrenceEstimated,
  discoveredOn: i.discoveredOn,
  informationCategories: i.informationCategories,
  informationDescription: i.informationDescription,
  peopleAffected: i.peopleAffected,
  peopleAffectedEstimated: i.peopleAffectedEstimated,
  seriousInjuryRisk: i.seriousInjuryRisk,
  sensitivity: i.sensitivity,
  anticipatedConsequences: i.anticipatedConsequences,
  misuseLikelihood: i.misuseLikelihood,
  measures: i.measures,
  commissionNotifiedOn: i.commissionNotifiedOn,
  commissionNotes: i.commissionNotes,
  peopleNotifiedOn: i.peopleNotifiedOn,
  peopleNoticeMethod: i.peopleNoticeMethod,
  peopleNoticeNotes: i.peopleNoticeNotes,
  otherNotifications: i.otherNotifications,
  status: i.status,
  recordedAt: i.recordedAt.toISOString(),
  recordedBy: person(i.recordedBy),
  updatedAt: i.updatedAt.toISOString(),
  updatedBy: person(i.updatedBy),
  closedAt: i.closedAt?.toISOString() ?? null,
  closedBy: i.closedBy ? person(i.closedBy) : null,
  keptUntil: i.keptUntil,
  version: i.version,
});

export const presentHistory = (h: HistoryEntry, person: (id: string) => PersonDto): HistoryDto => ({ at: h.at.toISOString(), by: person(h.by), action: h.action, changes: h.changes });

async function detail(deps: IncidentDeps, incident: Incident): Promise<IncidentDetailDto> {
  const history = await deps.incidents.historyOf([incident.id]);
  const person = await peopleOf(deps, [incident], history);
  return { ...presentIncident(incident, person), history: history.map((h) => presentHistory(h, person)) };
}

export const adminIncidentList =
  (deps: IncidentDeps) =>
  async (query: AdminIncidentQuery): Promise<{ items: IncidentDto[]; total: number }> => {
    const { items, total } = await deps.incidents.adminList(query);
    const person = await peopleOf(deps, items);
    return { items: items.map((i) => presentIncident(i, person)), total };
  };

export const adminIncident =
  (deps: IncidentDeps) =>
  async (id: string): Promise<IncidentDetailDto> => {
    const incident = await deps.incidents.find(id);
    if (!incident) throw incidentErrors.notFound();
    return detail(deps, incident);
  };

/** Records a new entry and its first history line (every field as written), in one transaction. */
export const recordIncidentEntry =
  (deps: IncidentDeps) =>
  async (input: IncidentInput, adminId: string): Promise<IncidentDetailDto> => {
    const now = deps.clock.now();
    const facts = checkIncident(input, localDateOf(now));
    const { incident, changes } = recordIncident(facts, { id: deps.newId(), adminId, now, retentionYears: deps.settings.retentionYears });
    const stored = await deps.tx.run(async () => {
      const number = await deps.incidents.insert(incident);
      await deps.incidents.appendHistory({ id: deps.newId(), incidentId: incident.id, at: now, by: adminId, action: 'created', changes });
      return { ...incident, number };
    });
    return detail(deps, stored);
  };

/**
 * Replaces the entry's facts. `version` is the one the edit started from: a save in between answers
 * 409 rather than overwriting it unseen. The change and its history line commit together; an edit
 * that changes nothing writes nothing.
 */
export const updateIncidentEntry =
  (deps: IncidentDeps) =>
  async (id: string, input: IncidentInput & { version: number }, adminId: string): Promise<IncidentDetailDto> => {
    const now = deps.clock.now();
    const facts = checkIncident(input, localDateOf(now));
    const saved = await deps.tx.run(async () => {
      const incident = await deps.incidents.find(id);
      if (!incident) throw incidentErrors.notFound();
      if (incident.version !== input.version) throw incidentErrors.editedMeanwhile();
      const edit = editIncident(incident, facts, { adminId, now, retentionYears: deps.settings.retentionYears });
      if (!edit) return incident;
      if (!(await deps.incidents.update(edit.incident, incident.version))) throw incidentErrors.editedMeanwhile();
      await deps.incidents.appendHistory({ id: deps.newId(), incidentId: id, at: now, by: adminId, action: edit.action, changes: edit.changes });
      return edit.incident;
    });
    return detail(deps, saved);
  };
