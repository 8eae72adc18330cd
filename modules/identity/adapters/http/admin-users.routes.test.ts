import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../../src/shared/domain-error.js';
import { parseListQuery } from './admin-users.routes.js';

const j = (v: unknown) => JSON.stringify(v);

function issuesOf(query: Record<string, string | string[] | undefined>) {
  try {
    parseListQuery(query);
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).code).toBe('validation_failed');
    return (e as DomainError).issues;
  }
  throw new Error('expected a validation error');
}

describe('parseListQuery', () => {
  it('defaults to the first 25 rows, newest first, no filter', () => {
    expect(parseListQuery({})).toEqual({ sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25 });
  });

  it('turns an inclusive range into offset and limit', () => {
    expect(parseListQuery({ range: j([10, 19]) })).toMatchObject({ offset: 10, limit: 10 });
    expect(parseListQuery({ range: j([0, 0]) })).toMatchObject({ offset: 0, limit: 1 });
    expect(parseListQuery({ range: j([0, 99]) })).toMatchObject({ offset: 0, limit: 100 });
  });

  it('reads every filter', () => {
    const id = '3f0c9a4e-1b2c-4d5e-8f90-123456789abc';
    expect(parseListQuery({ filter: j({ q: '  marie  ', role: 'cleaner', status: 'suspended', id: [id] }) })).toMatchObject({
      q: 'marie',
      role: 'cleaner',
      status: 'suspended',
      ids: [id],
    });
    expect(parseListQuery({ filter: j({ role: 'none' }) }).role).toBe('none');
    expect(parseListQuery({ filter: j({ id }) }).ids).toEqual([id]);
  });

  it('ignores a blank q and caps a long one at 100 characters', () => {
    expect(parseListQuery({ filter: j({ q: '   ' }) }).q).toBeUndefined();
    expect(parseListQuery({ filter: j({ q: 'x'.repeat(300) }) }).q).toHaveLength(100);
  });

  it('reads the sort, accepting a lower-case order', () => {
    expect(parseListQuery({ sort: j(['name', 'ASC']) }).sort).toEqual({ field: 'name', order: 'ASC' });
    expect(parseListQuery({ sort: j(['email', 'desc']) }).sort).toEqual({ field: 'email', order: 'DESC' });
    expect(parseListQuery({ sort: j(['lastLoginAt', 'ASC']) }).sort.field).toBe('lastLoginAt');
  });

  it('takes the first value of a repeated parameter', () => {
    expect(parseListQuery({ range: [j([5, 9]), j([0, 1])] })).toMatchObject({ offset: 5, limit: 5 });
  });

  it('reports JSON that does not parse, per parameter', () => {
    expect(issuesOf({ filter: '{q:' })).toEqual([{ field: 'query.filter', code: 'fields.invalid_json' }]);
    expect(issuesOf({ range: '[0,' }).map((i) => i.field)).toContain('query.range');
    expect(issuesOf({ sort: 'name' }).map((i) => i.field)).toContain('query.sort');
  });

  it.each([
    ['reversed', [5, 1]],
    ['101 rows', [0, 100]],
    ['negative', [-1, 3]],
    ['fractional', [0.5, 3]],
    ['one number', [3]],
    ['three numbers', [0, 1, 2]],
    ['an object', { from: 0, to: 9 }],
  ])('refuses a range that is %s', (_label, range) => {
    expect(issuesOf({ range: j(range) })).toEqual([{ field: 'query.range', code: 'fields.invalid' }]);
  });

  it.each([
    ['an unknown field', ['passwordHash', 'ASC']],
    ['an unknown order', ['name', 'SIDEWAYS']],
    ['a bare string', 'name'],
  ])('refuses a sort with %s', (_label, sort) => {
    expect(issuesOf({ sort: j(sort) })).toEqual([{ field: 'query.sort', code: 'fields.invalid' }]);
  });

  it('refuses bad filter values', () => {
    expect(issuesOf({ filter: j({ role: 'root' }) })).toEqual([{ field: 'query.filter.role', code: 'fields.invalid_choice' }]);
    expect(issuesOf({ filter: j({ status: 'deleted' }) })).toEqual([{ field: 'query.filter.status', code: 'fields.invalid_choice' }]);
    expect(issuesOf({ filter: j({ id: ['1 or 1=1'] }) })).toEqual([{ field: 'query.filter.id', code: 'fields.invalid_id' }]);
    expect(issuesOf({ filter: j({ id: [42] }) })).toEqual([{ field: 'query.filter.id', code: 'fields.invalid_id' }]);
    expect(issuesOf({ filter: j([1]) })).toEqual([{ field: 'query.filter', code: 'fields.invalid' }]);
  });

  it('refuses more than 100 ids', () => {
    const ids = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(issuesOf({ filter: j({ id: ids }) })).toEqual([{ field: 'query.filter.id', code: 'fields.invalid_id' }]);
    expect(parseListQuery({ filter: j({ id: ids.slice(0, 100) }) }).ids).toHaveLength(100);
  });

  it('reports all problems together', () => {
    expect(issuesOf({ filter: j({ role: 'x' }), range: j([3, 1]), sort: j(['x', 'ASC']) }).map((i) => i.field)).toEqual([
      'query.filter.role',
      'query.range',
      'query.sort',
    ]);
  });
});
