import Router from '@koa/router';
import { requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { DomainError } from '../../../../src/shared/domain-error.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import type { SellerReportingDeps } from '../../application/ports.js';
import { checkYear, sellerReport, withoutSin, type SellerReportRow } from '../../application/seller-report.js';
import { reportCsv } from '../../application/report-csv.js';

type Query = Record<string, string | string[] | undefined>;
const SORTABLE = ['legalName', 'considerationCents', 'activities', 'complete'] as const;
type SortField = (typeof SORTABLE)[number];

/** `year` as the console sends it: a whole number (or its text); null when absent. */
function yearOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n)) throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.year', code: 'fields.invalid' }]);
  return n;
}

/** ra-data-simple-rest's filter ({ year, incomplete, q }), range and sort. */
function parseListQuery(query: Query) {
  const parsed = parseAdminListQuery(query, { sortable: SORTABLE, defaultSort: 'legalName' }, () => ({}));
  // The shared reader has refused malformed JSON already; `null` passes it as "no filter".
  const parsedFilter: unknown = typeof query.filter === 'string' && query.filter ? JSON.parse(query.filter) : null;
  const raw = typeof parsedFilter === 'object' && parsedFilter !== null && !Array.isArray(parsedFilter) ? (parsedFilter as Record<string, unknown>) : {};
  if (raw.incomplete !== undefined && typeof raw.incomplete !== 'boolean') throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.filter.incomplete', code: 'fields.invalid_type' }]);
  // react-admin sorts DESC by default; names read A to Z unless asked otherwise.
  const sort = typeof query.sort === 'string' ? parsed.sort : { field: 'legalName' as SortField, order: 'ASC' as const };
  return { ...parsed, sort, year: yearOf(raw.year), incomplete: raw.incomplete === true };
}

const sortKey = (row: SellerReportRow, field: SortField): string | number => {
  if (field === 'considerationCents') return row.totals.considerationCents;
  if (field === 'activities') return row.totals.activities;
  if (field === 'complete') return row.complete ? 1 : 0;
  return (row.legalName ?? row.displayName ?? '').toLocaleLowerCase('fr-CA');
};

/** The report holds SINs: nothing keeps a copy on the way. */
function attachment(ctx: AppContext, filename: string): void {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
}

/**
 * The seller report in the console (Income Tax Act Part XX): for a calendar year, every cleaner paid,
 * their identification (SIN masked) and quarterly figures, flagging what is missing; and the file
 * for the return, SINs included. Admins only; every export is logged with who made it.
 */
export function adminSellerReportsRouter(deps: SellerReportingDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/seller-reports', async (ctx) => {
    requireRole(ctx, 'admin');
    const q = parseListQuery(ctx.query);
    const year = checkYear(deps, q.year);
    let rows = (await sellerReport(deps)(year)).map(withoutSin);
    if (q.incomplete) rows = rows.filter((r) => !r.complete);
    if (q.ids) rows = rows.filter((r) => q.ids!.includes(r.id));
    if (q.q) {
      const needle = q.q.toLocaleLowerCase('fr-CA');
      rows = rows.filter((r) => [r.legalName, r.displayName, r.email].some((v) => v?.toLocaleLowerCase('fr-CA').includes(needle)));
    }
    const { field, order } = q.sort;
    rows.sort((a, b) => {
      const [x, y] = [sortKey(a, field), sortKey(b, field)];
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr-CA');
      return order === 'ASC' ? c : -c;
    });
    const page = rows.slice(q.offset, q.offset + q.limit);
    const end = page.length ? q.offset + page.length - 1 : q.offset;
    ctx.set('Content-Range', `seller-reports ${q.offset}-${end}/${rows.length}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page;
  });

  router.get('/api/admin/seller-report.csv', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    const year = checkYear(deps, yearOf(ctx.query.year));
    const delimiter = ctx.query.delimiter === 'semicolon' ? ';' : ',';
    const locale = ctx.query.lang === 'en' || ctx.query.lang === 'fr' ? ctx.query.lang : ctx.state.locale;
    const rows = await sellerReport(deps)(year);
    const file = reportCsv(year, rows, locale, delimiter);
    ctx.state.log.info({ userId, year, sellers: rows.length }, 'seller report exported');
    attachment(ctx, file.filename);
    ctx.body = file.content;
  });

  return router;
}
