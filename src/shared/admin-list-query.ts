import { DomainError, type FieldIssue } from './domain-error.js';

/** Largest page the console may ask for. */
export const ADMIN_PAGE_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Query = Record<string, string | string[] | undefined>;

export interface AdminListQuery<S extends string> {
  sort: { field: S; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  /** `filter.id` (react-admin's getMany), lower-cased. */
  ids: string[] | null;
  /** `filter.q`, trimmed, at most 100 characters. */
  q: string | null;
}

/** Reads one key of the filter object, each adding its own field issue when the value is refused. */
export interface FilterReader {
  choice<T extends string>(key: string, choices: readonly T[]): T | null;
  uuid(key: string): string | null;
  date(key: string): string | null;
}

function parseJson(raw: string | undefined, field: string, issues: FieldIssue[]): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    issues.push({ field, code: 'fields.invalid' });
    return undefined;
  }
}

/**
 * ra-data-simple-rest's `filter`, `range` and `sort` query parameters for the console's lists, checked
 * field by field; `readFilter` picks the resource's own filter keys. Every refusal is a 400 naming its field.
 */
export function parseAdminListQuery<S extends string, F>(
  query: Query,
  options: { sortable: readonly S[]; defaultSort: S },
  readFilter: (filter: FilterReader) => F,
): AdminListQuery<S> & F {
  const issues: FieldIssue[] = [];
  const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const filter = (parseJson(str(query.filter), 'query.filter', issues) ?? {}) as Record<string, unknown>;
  const range = parseJson(str(query.range), 'query.range', issues) ?? [0, 24];
  const sort = parseJson(str(query.sort), 'query.sort', issues) ?? [options.defaultSort, 'DESC'];
  const base: AdminListQuery<S> = { sort: { field: options.defaultSort, order: 'DESC' }, offset: 0, limit: 25, ids: null, q: null };
  const valid = typeof filter === 'object' && filter !== null && !Array.isArray(filter);
  if (!valid) issues.push({ field: 'query.filter', code: 'fields.invalid' });
  const f = valid ? filter : {};
  const given = (key: string) => f[key] !== undefined && f[key] !== '';
  const reader: FilterReader = {
    choice: (key, choices) => {
      if (!given(key)) return null;
      if ((choices as readonly unknown[]).includes(f[key])) return f[key] as (typeof choices)[number];
      issues.push({ field: `query.filter.${key}`, code: 'fields.invalid_choice' });
      return null;
    },
    uuid: (key) => {
      if (!given(key)) return null;
      const v = f[key];
      if (typeof v === 'string' && UUID.test(v)) return v.toLowerCase();
      issues.push({ field: `query.filter.${key}`, code: 'fields.invalid_id' });
      return null;
    },
    date: (key) => {
      if (!given(key)) return null;
      const v = f[key];
      if (typeof v === 'string' && DATE.test(v) && isCalendarDate(v)) return v;
      issues.push({ field: `query.filter.${key}`, code: 'fields.invalid_date' });
      return null;
    },
  };
  // PostgreSQL text cannot hold U+0000: such a search is refused rather than failing in the database.
  if (typeof f.q === 'string' && f.q.includes('\u0000')) issues.push({ field: 'query.filter.q', code: 'fields.invalid' });
  else if (typeof f.q === 'string' && f.q.trim()) base.q = f.q.trim().slice(0, 100);
  if (f.id !== undefined) {
    const ids = Array.isArray(f.id) ? f.id : [f.id];
    if (ids.length > ADMIN_PAGE_MAX || !ids.every((i) => typeof i === 'string' && UUID.test(i))) issues.push({ field: 'query.filter.id', code: 'fields.invalid_id' });
    else base.ids = (ids as string[]).map((i) => i.toLowerCase());
  }
  const own = readFilter(reader);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0] || range[1] - range[0] + 1 > ADMIN_PAGE_MAX) {
    issues.push({ field: 'query.range', code: 'fields.invalid' });
  } else {
    base.offset = range[0];
    base.limit = range[1] - range[0] + 1;
  }
  if (!Array.isArray(sort) || !(options.sortable as readonly unknown[]).includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    issues.push({ field: 'query.sort', code: 'fields.invalid' });
  } else {
    base.sort = { field: sort[0] as S, order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  return { ...base, ...own };
}

/** `2026-02-30` has the shape of a date but is none: PostgreSQL would refuse it with an error. */
function isCalendarDate(value: string): boolean {
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value.slice(0, 10);
}
