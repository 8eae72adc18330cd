import { describe, expect, it } from 'vitest';
import { statementKind } from './otel-tracer.js';

describe('statementKind', () => {
  it('names a statement by its first keyword, never more of its text', () => {
    expect(statementKind('select "b0".* from "bookings" as "b0" where "b0"."id" = $1')).toBe('SELECT');
    expect(statementKind('  insert into platform_outbox (flow) values ($1)')).toBe('INSERT');
    expect(statementKind('(select 1) union (select 2)')).toBe('SELECT');
    expect(statementKind('/* hint */ update bookings set status = $1')).toBe('UPDATE');
    expect(statementKind('-- comment\nbegin')).toBe('BEGIN');
    expect(statementKind("'Jeanne Tremblay'")).toBe('OTHER');
    expect(statementKind('')).toBe('OTHER');
  });
});
