import { describe, expect, it } from 'vitest';
import { chunk, parseTotal, toListQuery, toRange } from './simple-rest';

describe('ra-data-simple-rest conventions', () => {
  it('turns a page into an inclusive range', () => {
    expect(toRange({ page: 1, perPage: 25 })).toEqual([0, 24]);
    expect(toRange({ page: 3, perPage: 10 })).toEqual([20, 29]);
  });

  it('never asks for more rows than the API serves', () => {
    expect(toRange({ page: 1, perPage: 1000 })).toEqual([0, 99]);
  });

  it('encodes filter, range and sort as JSON', () => {
    expect(
      toListQuery({ q: 'ana', role: 'none' }, { page: 2, perPage: 25 }, { field: 'name', order: 'ASC' }),
    ).toEqual({
      filter: '{"q":"ana","role":"none"}',
      range: '[25,49]',
      sort: '["name","ASC"]',
    });
  });

  it('reads the total from Content-Range', () => {
    expect(parseTotal('users 0-24/319')).toBe(319);
    expect(parseTotal('users */0')).toBe(0);
  });

  it('refuses a missing or malformed Content-Range', () => {
    expect(() => parseTotal(null)).toThrow(/Content-Range/);
    expect(() => parseTotal('users 0-24')).toThrow(/Content-Range/);
  });

  it('splits ids into groups of at most 100', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i);
    expect(chunk(ids).map(group => group.length)).toEqual([100, 100, 50]);
    expect(chunk([])).toEqual([]);
  });
});
