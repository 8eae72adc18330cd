import type { Clock } from '../../../src/shared/clock.js';
import type { LocalDate } from '../../../src/shared/local-time.js';
import type { FieldChange, HistoryAction, Incident, IncidentStatus, SeriousInjuryRisk } from '../domain/incident.js';

/** One line of an entry's history: append-only (a database trigger refuses to change or remove it). */
export interface HistoryEntry {
  id: string;
  incidentId: string;
  at: Date;
  by: string;
  action: HistoryAction;
  changes: FieldChange[];
}

/** The console's filters; `discoveredFrom`/`discoveredTo` bound the discovery date, both included. */
export interface IncidentFilter {
  status: IncidentStatus | null;
  seriousInjuryRisk: SeriousInjuryRisk | null;
  discoveredFrom: LocalDate | null;
  discoveredTo: LocalDate | null;
  ids: string[] | null;
  /** Title, circumstances or reference. */
  q: string | null;
}

export interface AdminIncidentQuery extends IncidentFilter {
  sort: { field: 'discoveredOn' | 'occurredOn' | 'number' | 'updatedAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface IncidentRepository {
  /** Inserts the entry; answers the number the database gave it. */
  insert(incident: Incident): Promise<number>;
  find(id: string): Promise<Incident | null>;
  /** Saves over `expectedVersion` only; false when someone saved since. */
  update(incident: Incident, expectedVersion: number): Promise<boolean>;
  appendHistory(entry: HistoryEntry): Promise<void>;
  /** Oldest first, for each of these entries. */
  historyOf(incidentIds: string[]): Promise<HistoryEntry[]>;
  adminList(query: AdminIncidentQuery): Promise<{ items: Incident[]; total: number }>;
  /** Every entry the filter keeps, in the register's order (discovery, then number). */
  all(filter: IncidentFilter): Promise<Incident[]>;
}

/** Identity's accounts: the names of the admins who recorded and edited entries. */
export interface Accounts {
  findMany(userIds: string[]): Promise<{ id: string; name: string }[]>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface IncidentSettings {
  /** Years an entry is kept after its discovery date (INCIDENT_REGISTER_RETENTION_YEARS; the law's minimum is 5). */
  retentionYears: number;
  /** Who keeps the register (Law 25, s. 3.1): named in its export. */
  privacyOfficer: { name: string; title: { fr: string; en: string }; email: string };
}

export interface IncidentDeps {
  incidents: IncidentRepository;
  accounts: Accounts;
  tx: Transactor;
  clock: Clock;
  newId: () => string;
  settings: IncidentSettings;
}
