import { type CreateParams, type DataProvider, type GetListParams, type Identifier, type UpdateParams } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, chunk, parseTotal, toListQuery } from '../api/simple-rest';
import { currentLocale } from '../i18n/i18n-provider';
import { withFieldErrors, withSignal } from '../api/request-helpers';

type Schemas = components['schemas'];
export type Incident = Schemas['ConfidentialityIncident'];
export type IncidentDetail = Schemas['ConfidentialityIncidentDetail'];
export type IncidentInput = Schemas['ConfidentialityIncidentInput'];
export type IncidentHistoryEntry = Schemas['IncidentHistoryEntry'];
export type IncidentKind = Schemas['IncidentKind'];
export type InformationCategory = Schemas['InformationCategory'];
export type SeriousInjuryRisk = Schemas['SeriousInjuryRisk'];
export type NoticeMethod = NonNullable<Incident['peopleNoticeMethod']>;
export type IncidentStatus = Incident['status'];

export const INCIDENTS_RESOURCE = 'confidentiality-incidents';

// Latest discoveries first, as the register opens.
export const DEFAULT_INCIDENT_SORT = { field: 'discoveredOn', order: 'DESC' } as const;

/**
 * The fields the API takes on writes, in the register's order (the contract refuses any other):
 * react-admin sends the whole record, reference, history and names included.
 */
export const WRITABLE_FIELDS = [
  'title',
  'kinds',
  'circumstances',
  'occurredOn',
  'occurredUntil',
  'occurrenceEstimated',
  'discoveredOn',
  'informationCategories',
  'informationDescription',
  'peopleAffected',
  'peopleAffectedEstimated',
  'seriousInjuryRisk',
  'sensitivity',
  'anticipatedConsequences',
  'misuseLikelihood',
  'measures',
  'commissionNotifiedOn',
  'commissionNotes',
  'peopleNotifiedOn',
  'peopleNoticeMethod',
  'peopleNoticeNotes',
  'otherNotifications',
  'status',
  'version',
] as const satisfies readonly (keyof IncidentInput)[];

/** Optional fields: emptied in the form, they are sent as null (cleared), never left out (kept). */
const NULLABLE = new Set<string>(['occurredUntil', 'sensitivity', 'anticipatedConsequences', 'misuseLikelihood', 'measures', 'commissionNotifiedOn', 'commissionNotes', 'peopleNotifiedOn', 'peopleNoticeMethod', 'peopleNoticeNotes', 'otherNotifications']);

/** The body of a create or an update: the writable fields only. A required text left blank is not sent: the server names it. */
export function toIncidentBody(data: Record<string, unknown>): IncidentInput {
  const body: Record<string, unknown> = {};
  for (const field of WRITABLE_FIELDS) {
    const value = data[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (NULLABLE.has(field)) body[field] = null;
      continue;
    }
    body[field] = value;
  }
  return body as IncidentInput;
}

export async function listIncidents(params: GetListParams): Promise<{ data: Incident[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/confidentiality-incidents', {
    params: { query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, params.sort ?? DEFAULT_INCIDENT_SORT) },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getIncident(id: Identifier, signal?: AbortSignal): Promise<IncidentDetail> {
  const { data, error, response } = await api.GET('/api/admin/confidentiality-incidents/{id}', { params: { path: { id: String(id) } }, ...withSignal(signal) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

export async function createIncident(params: CreateParams): Promise<IncidentDetail> {
  const { data, error, response } = await api.POST('/api/admin/confidentiality-incidents', { body: toIncidentBody(params.data as Record<string, unknown>) });
  if (data === undefined) throw withFieldErrors(toHttpError(error, response));
  return data;
}

export async function updateIncident(params: UpdateParams): Promise<IncidentDetail> {
  const body = toIncidentBody(params.data as Record<string, unknown>) as IncidentInput & { version: number };
  const { data, error, response } = await api.PUT('/api/admin/confidentiality-incidents/{id}', { params: { path: { id: String(params.id) } }, body });
  if (data === undefined) throw withFieldErrors(toHttpError(error, response));
  return data;
}

export type ExportFormat = 'csv' | 'csv-semicolon' | 'json';

/** `attachment; filename="x.csv"` -> x.csv */
export function filenameOf(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/** The register (the list's filter, no paging) as the server writes it, bytes untouched (the CSV keeps its byte order mark). */
export async function downloadRegister(format: ExportFormat, filter: Record<string, unknown>): Promise<{ blob: Blob; filename: string }> {
  const query = { filter: JSON.stringify(filter) };
  const { data, error, response } =
    format === 'json'
      ? await api.GET('/api/admin/confidentiality-incident-register.json', { params: { query }, parseAs: 'blob' })
      : await api.GET('/api/admin/confidentiality-incident-register.csv', {
          params: { query: { ...query, lang: currentLocale(), delimiter: format === 'csv-semicolon' ? 'semicolon' : 'comma' } },
          parseAs: 'blob',
        });
  if (data === undefined) throw toHttpError(error, response);
  return { blob: data as Blob, filename: filenameOf(response.headers.get('Content-Disposition'), `register.${format === 'json' ? 'json' : 'csv'}`) };
}

const unsupported = (what: string) => () => Promise.reject(new Error(`Éclat console: "${what}" is not offered by the incident register (closing is a status; entries are never deleted).`));

/** react-admin's DataProvider for the register: no delete, by law and by design. */
export const incidentsDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: async (_resource, params) => {
    const { data, total } = await listIncidents(params);
    return { data: data as never[], total };
  },
  getOne: async (_resource, params) => ({ data: (await getIncident(params.id, params.signal)) as never }),
  getMany: async (_resource, params) => {
    const pages = await Promise.all(
      chunk(params.ids).map((ids) => listIncidents({ filter: { id: ids }, pagination: { page: 1, perPage: ids.length }, sort: DEFAULT_INCIDENT_SORT, ...withSignal(params.signal) })),
    );
    return { data: pages.flatMap((p) => p.data) as never[] };
  },
  create: async (_resource, params) => ({ data: (await createIncident(params)) as never }),
  update: async (_resource, params) => ({ data: (await updateIncident(params)) as never }),
  getManyReference: unsupported('getManyReference'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
