import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';
import type { AdminIncidentQuery, HistoryEntry, IncidentFilter, IncidentRepository } from '../../application/ports.js';
import type { FieldChange, HistoryAction, Incident, IncidentKind, IncidentStatus, InformationCategory, NoticeMethod, SeriousInjuryRisk } from '../../domain/incident.js';

interface Row {
  id: string;
  number: number;
  title: string;
  kinds: IncidentKind[];
  circumstances: string;
  occurred_on: string;
  occurred_until: string | null;
  occurrence_estimated: boolean;
  discovered_on: string;
  information_categories: InformationCategory[];
  information_description: string;
  people_affected: number;
  people_affected_estimated: boolean;
  serious_injury_risk: SeriousInjuryRisk;
  sensitivity: string | null;
  anticipated_consequences: string | null;
  misuse_likelihood: string | null;
  measures: string | null;
  commission_notified_on: string | null;
  commission_notes: string | null;
  people_notified_on: string | null;
  people_notice_method: NoticeMethod | null;
  people_notice_notes: string | null;
  other_notifications: string | null;
  status: IncidentStatus;
  recorded_at: Date | string;
  recorded_by: string;
  updated_at: Date | string;
  updated_by: string;
  closed_at: Date | string | null;
  closed_by: string | null;
  kept_until: string;
  version: number;
}

interface HistoryRow {
  id: string;
  incident_id: string;
  changed_at: Date | string;
  changed_by: string;
  action: HistoryAction;
  changes: FieldChange[] | string;
}

/** The columns an edit writes, in the order of `factParams`. */
const FACT_COLUMNS = [
  'title',
  'kinds',
  'circumstances',
  'occurred_on',
  'occurred_until',
  'occurrence_estimated',
  'discovered_on',
  'information_categories',
  'information_description',
  'people_affected',
  'people_affected_estimated',
  'serious_injury_risk',
  'sensitivity',
  'anticipated_consequences',
  'misuse_likelihood',
  'measures',
  'commission_notified_on',
  'commission_notes',
  'people_notified_on',
  'people_notice_method',
  'people_notice_notes',
  'other_notifications',
  'status',
  'updated_at',
  'updated_by',
  'closed_at',
  'closed_by',
  'kept_until',
  'version',
] as const;
// Dates as text: the driver would otherwise turn a `date` into a JavaScript Date at local midnight.
const COLUMNS = `id, number, ${FACT_COLUMNS.map((c) => (c.endsWith('_on') || c === 'occurred_until' || c === 'kept_until' ? `${c}::text as ${c}` : c)).join(', ')}, recorded_at, recorded_by`;
const PLACEHOLDER: Partial<Record<(typeof FACT_COLUMNS)[number], string>> = { kinds: '?::text[]', information_categories: '?::text[]' };

/** A PostgreSQL array literal: array bindings are otherwise expanded into lists by the query builder. */
const pgArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

const factParams = (i: Incident): unknown[] => [
  i.title,
  pgArray(i.kinds),
  i.circumstances,
  i.occurredOn,
  i.occurredUntil,
  i.occurrenceEstimated,
  i.discoveredOn,
  pgArray(i.informationCategories),
  i.informationDescription,
  i.peopleAffected,
  i.peopleAffectedEstimated,
  i.seriousInjuryRisk,
  i.sensitivity,
  i.anticipatedConsequences,
  i.misuseLikelihood,
  i.measures,
  i.commissionNotifiedOn,
  i.commissionNotes,
  i.peopleNotifiedOn,
  i.peopleNoticeMethod,
  i.peopleNoticeNotes,
  i.otherNotifications,
  i.status,
  i.updatedAt,
  i.updatedBy,
  i.closedAt,
  i.closedBy,
  i.keptUntil,
  i.version,
];

const toIncident = (r: Row): Incident => ({
  id: r.id,
  number: r.number,
  title: r.title,
  kinds: r.kinds,
  circumstances: r.circumstances,
  occurredOn: r.occurred_on,
  occurredUntil: r.occurred_until,
  occurrenceEstimated: r.occurrence_estimated,
  discoveredOn: r.discovered_on,
  informationCategories: r.information_categories,
  informationDescription: r.information_description,
  peopleAffected: r.people_affected,
  peopleAffectedEstimated: r.people_affected_estimated,
  seriousInjuryRisk: r.serious_injury_risk,
  sensitivity: r.sensitivity,
  anticipatedConsequences: r.anticipated_consequences,
  misuseLikelihood: r.misuse_likelihood,
  measures: r.measures,
  commissionNotifiedOn: r.commission_notified_on,
  commissionNotes: r.commission_notes,
  peopleNotifiedOn: r.people_notified_on,
  peopleNoticeMethod: r.people_notice_method,
  peopleNoticeNotes: r.people_notice_notes,
  otherNotifications: r.other_notifications,
  status: r.status,
  recordedAt: date(r.recorded_at),
  recordedBy: r.recorded_by,
  updatedAt: date(r.updated_at),
  updatedBy: r.updated_by,
  closedAt: r.closed_at === null ? null : date(r.closed_at),
  closedBy: r.closed_by,
  keptUntil: r.kept_until,
  version: r.version,
});

const toHistory = (r: HistoryRow): HistoryEntry => ({
  id: r.id,
  incidentId: r.incident_id,
  at: date(r.changed_at),
  by: r.changed_by,
  action: r.action,
  changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as FieldChange[]) : r.changes,
});

const SORT_COLUMNS: Record<AdminIncidentQuery['sort']['field'], string> = { discoveredOn: 'discovered_on', occurredOn: 'occurred_on', number: 'number', updatedAt: 'updated_at' };

/** Plain SQL on the request's (or transaction's) entity manager. */
export class PgIncidentRepository implements IncidentRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  private where(f: IncidentFilter): { clause: string; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      params.push(...values);
    };
    if (f.status) add('status = ?', f.status);
    if (f.seriousInjuryRisk) add('serious_injury_risk = ?', f.seriousInjuryRisk);
    if (f.discoveredFrom) add('discovered_on >= ?::date', f.discoveredFrom);
    if (f.discoveredTo) add('discovered_on <= ?::date', f.discoveredTo);
    if (f.ids) add('id = any(?::uuid[])', pgArray(f.ids));
    if (f.q) {
      const pattern = likePattern(f.q);
      // The reference as shown (IC-0007) finds its entry too.
      const number = /^(?:ic-?)?0*(\d{1,9})$/i.exec(f.q)?.[1];
      add(`(title ilike ? or circumstances ilike ?${number ? ' or number = ?' : ''})`, pattern, pattern, ...(number ? [Number(number)] : []));
    }
    return { clause: where.length ? `where ${where.join(' and ')}` : '', params };
  }

  async insert(i: Incident) {
    const columns = ['id', ...FACT_COLUMNS, 'recorded_at', 'recorded_by'];
    const placeholders = columns.map((c) => PLACEHOLDER[c as (typeof FACT_COLUMNS)[number]] ?? '?');
    const [row] = await this.rows<{ number: number }>(`insert into confidentiality_incidents (${columns.join(', ')}) values (${placeholders.join(', ')}) returning number`, [i.id, ...factParams(i), i.recordedAt, i.recordedBy]);
    return row!.number;
  }

  async find(id: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from confidentiality_incidents where id = ?`, [id]);
    return row ? toIncident(row) : null;
  }

  async update(i: Incident, expectedVersion: number) {
    const sets = FACT_COLUMNS.map((c) => `${c} = ${PLACEHOLDER[c] ?? '?'}`).join(', ');
    const rows = await this.rows<{ id: string }>(`update confidentiality_incidents set ${sets} where id = ? and version = ? returning id`, [...factParams(i), i.id, expectedVersion]);
    return rows.length === 1;
  }

  async appendHistory(h: HistoryEntry) {
    await this.rows('insert into confidentiality_incident_history (id, incident_id, changed_at, changed_by, action, changes) values (?, ?, ?, ?, ?, ?::jsonb)', [h.id, h.incidentId, h.at, h.by, h.action, JSON.stringify(h.changes)]);
  }

  async historyOf(incidentIds: string[]) {
    if (!incidentIds.length) return [];
    const rows = await this.rows<HistoryRow>('select id, incident_id, changed_at, changed_by, action, changes from confidentiality_incident_history where incident_id = any(?::uuid[]) order by seq', [pgArray(incidentIds)]);
    return rows.map(toHistory);
  }

  async adminList(q: AdminIncidentQuery) {
    const { clause, params } = this.where(q);
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const rows = await this.rows<Row>(`select ${COLUMNS} from confidentiality_incidents ${clause} order by ${SORT_COLUMNS[q.sort.field]} ${dir}, number ${dir} offset ? limit ?`, [...params, q.offset, q.limit]);
    const [count] = await this.rows<{ n: string }>(`select count(*) as n from confidentiality_incidents ${clause}`, params);
    return { items: rows.map(toIncident), total: Number(count!.n) };
  }

  async all(f: IncidentFilter) {
    const { clause, params } = this.where(f);
    return (await this.rows<Row>(`select ${COLUMNS} from confidentiality_incidents ${clause} order by discovered_on, number`, params)).map(toIncident);
  }
}
