import { describe, expect, it } from 'vitest';
import { parseAdminListQuery } from './admin-list-query.js';

const j = (v: unknown) => JSON.stringify(v);
const parse = (query: Record<string, string>) =>
  parseAdminListQuery(query, { sortable: ['createdAt', 'status'] as const, defaultSort: 'createdAt' }, (f) => ({
    status: f.choice('status', ['open', 'closed'] as const),
    ownerId: f.uuid('ownerId'),
    from: f.date('from'),
  }));
const fields = (query: Record<string, string>) => {
  try {
    parse(query);
    return [];
  } catch (e) {
    return (e as { issues: { field: string; code: string }[] }).issues.map((i) => `${i.field}:${i.code}`);
  }
};

describe('parseAdminListQuery', () => {
  it('defaults to the first 25 rows, newest first, no filter', () => {
    expect(parse({})).toEqual({ sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25, ids: null, q: null, status: null, ownerId: null, from: null });
  });

  it('reads range, sort and the filter keys; empty values mean no filter', () => {
    const id = 'A1B2C3D4-0000-4000-8000-000000000000';
    expect(parse({ range: j([10, 19]), sort: j(['status', 'asc']), filter: j({ q: '  marie ', status: 'open', ownerId: id, from: '2026-11-01', id: [id] }) })).toEqual({
      sort: { field: 'status', order: 'ASC' },
      offset: 10,
      limit: 10,
      ids: [id.toLowerCase()],
      q: 'marie',
      status: 'open',
      ownerId: id.toLowerCase(),
      from: '2026-11-01',
    });
    expect(parse({ filter: j({ status: '', ownerId: '' }) })).toMatchObject({ status: null, ownerId: null });
  });

  it('names every refused field at once', () => {
    expect(fields({ filter: j({ status: 'x', ownerId: 'nope', from: '01/11/2026', id: ['x'] }), range: j([5, 200]), sort: j(['secret', 'DESC']) })).toEqual([
      'query.filter.id:fields.invalid_id',
      'query.filter.status:fields.invalid_choice',
      'query.filter.ownerId:fields.invalid_id',
      'query.filter.from:fields.invalid_date',
      'query.range:fields.invalid',
      'query.sort:fields.invalid',
    ]);
    expect(fields({ filter: '{', range: j([3, 1]) })).toEqual(['query.filter:fields.invalid', 'query.range:fields.invalid']);
    expect(fields({ filter: j([1]) })).toEqual(['query.filter:fields.invalid']);
  });

  it('refuses what has the shape of a date but is none, and a search PostgreSQL cannot hold (a 400, not a 500)', () => {
    expect(fields({ filter: j({ from: '2026-02-30' }) })).toEqual(['query.filter.from:fields.invalid_date']);
    expect(fields({ filter: j({ from: '2028-02-29' }) })).toEqual([]);
    expect(fields({ filter: j({ q: 'a\u0000b' }) })).toEqual(['query.filter.q:fields.invalid']);
  });
});
