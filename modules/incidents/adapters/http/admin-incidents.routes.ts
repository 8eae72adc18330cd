import Router from '@koa/router';
import { bodyOf, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { DomainError, type FieldIssue } from '../../../../src/shared/domain-error.js';
import { isLocalDate, localDateOf } from '../../../../src/shared/local-time.js';
import { parseAdminListQuery, type FilterReader } from '../../../../src/shared/admin-list-query.js';
import type { AdminIncidentQuery, IncidentDeps, IncidentFilter } from '../../application/ports.js';
import { INCIDENT_STATUSES, SERIOUS_INJURY_RISKS, type IncidentInput } from '../../domain/incident.js';
import { adminIncident, adminIncidentList, recordIncidentEntry, updateIncidentEntry } from '../../application/admin-incidents.js';
import { exportRegisterCsv, exportRegisterJson } from '../../application/register-export.js';

type Query = Record<string, string | string[] | undefined>;

const readFilter = (f: FilterReader) => ({
  status: f.choice('status', INCIDENT_STATUSES),
  seriousInjuryRisk: f.choice('seriousInjuryRisk', SERIOUS_INJURY_RISKS),
  discoveredFrom: f.date('discoveredFrom'),
  discoveredTo: f.date('discoveredTo'),
});

/**
 * What the shared reader leaves to PostgreSQL, refused here as 400s: a date of the right shape that does
 * not exist (2026-02-30), and a NUL character, which a JSON filter can carry past the input guard.
 */
function realDates<T extends { discoveredFrom: string | null; discoveredTo: string | null; q: string | null }>(parsed: T): T {
  const issues: FieldIssue[] = (['discoveredFrom', 'discoveredTo'] as const).filter((k) => parsed[k] !== null && !isLocalDate(parsed[k]!)).map((k) => ({ field: `query.filter.${k}`, code: 'fields.invalid_date' }));
  if (parsed.q?.includes('\u0000')) issues.push({ field: 'query.filter.q', code: 'fields.invalid_characters' });
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  return parsed;
}

/** ra-data-simple-rest's filter (status, seriousInjuryRisk, discoveredFrom, discoveredTo, q, id), range and sort. */
export const parseAdminIncidentQuery = (query: Query): AdminIncidentQuery =>
  realDates(parseAdminListQuery(query, { sortable: ['discoveredOn', 'occurredOn', 'number', 'updatedAt'] as const, defaultSort: 'discoveredOn' }, readFilter));

/** The export takes the list's filter; no range: the whole register (or the filtered part of it). */
const parseExportFilter = (query: Query): IncidentFilter => {
  const f = realDates(parseAdminListQuery({ filter: query.filter }, { sortable: ['discoveredOn'] as const, defaultSort: 'discoveredOn' }, readFilter));
  return { status: f.status, seriousInjuryRisk: f.seriousInjuryRisk, discoveredFrom: f.discoveredFrom, discoveredTo: f.discoveredTo, ids: f.ids, q: f.q };
};

/** Sensitive content: nothing keeps a copy on the way. */
function attachment(ctx: AppContext, filename: string, type: string): void {
  ctx.set('Content-Type', type);
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
}

/**
 * The confidentiality incident register in the console: list, record, read with its history, edit,
 * export. Admins only. No route deletes an entry: closing is a status, and the database refuses
 * deletion until the entry's retention date.
 */
export function adminIncidentsRouter(deps: IncidentDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/confidentiality-incidents', async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminIncidentQuery(ctx.query);
    const { items, total } = await adminIncidentList(deps)(parsed);
    const end = items.length ? parsed.offset + items.length - 1 : parsed.offset;
    ctx.set('Content-Range', `confidentiality-incidents ${parsed.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items;
  });

  router.post('/api/admin/confidentiality-incidents', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await recordIncidentEntry(deps)(bodyOf<IncidentInput>(ctx), userId);
    ctx.status = 201;
  });

  router.get('/api/admin/confidentiality-incidents/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = await adminIncident(deps)(ctx.params.id!);
  });

  router.put('/api/admin/confidentiality-incidents/:id', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await updateIncidentEntry(deps)(ctx.params.id!, bodyOf<IncidentInput & { version: number }>(ctx), userId);
  });

  router.get('/api/admin/confidentiality-incident-register.csv', async (ctx) => {
    requireRole(ctx, 'admin');
    const delimiter = ctx.query.delimiter === 'semicolon' ? ';' : ',';
    const locale = ctx.query.lang === 'en' || ctx.query.lang === 'fr' ? ctx.query.lang : ctx.state.locale;
    const file = await exportRegisterCsv(deps)(parseExportFilter(ctx.query), locale, delimiter);
    ctx.state.log.info({ userId: ctx.state.auth!.userId, format: 'csv' }, 'confidentiality incident register exported');
    attachment(ctx, file.filename, 'text/csv; charset=utf-8');
    ctx.body = file.content;
  });

  router.get('/api/admin/confidentiality-incident-register.json', async (ctx) => {
    requireRole(ctx, 'admin');
    const register = await exportRegisterJson(deps)(parseExportFilter(ctx.query));
    ctx.state.log.info({ userId: ctx.state.auth!.userId, format: 'json' }, 'confidentiality incident register exported');
    attachment(ctx, `confidentiality-incident-register-${localDateOf(new Date(register.exportedAt))}.json`, 'application/json; charset=utf-8');
    ctx.body = register;
  });

  return router;
}
