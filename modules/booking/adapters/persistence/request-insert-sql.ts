import type { EntityManager, EntityMetadata } from '@mikro-orm/postgresql';
import type { PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { Booking, type Transition } from '../../domain/booking.js';
import { TransitionRow } from './booking.schema.js';

interface Column {
  property: string;
  field: string;
  sqlType: string;
  kind: 'json' | 'timestamp' | 'plain';
}

/** The columns of an entity as its schema maps them (so a new column can never be forgotten here). */
function columnsOf(meta: EntityMetadata): Column[] {
  return meta.props
    .filter((p) => p.fieldNames?.length === 1 && p.persist !== false)
    .map((p) => {
      const type = String(p.columnTypes[0]);
      const kind = p.type === 'json' || type === 'jsonb' || type === 'json' ? 'json' : type.startsWith('timestamp') ? 'timestamp' : 'plain';
      return { property: p.name, field: p.fieldNames[0]!, sqlType: kind === 'json' ? 'jsonb' : type, kind };
    });
}

const recordValue = (c: Column, value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (c.kind === 'timestamp') return (value as Date).toISOString();
  return value;
};

let statement: { sql: PreparedStatement; bookings: Column[]; transitions: Column[] } | null = null;

/**
 * A request's visits and their first transitions in ONE statement (it is its own transaction):
 * the cleaner's advisory lock first (writers of one cleaner queue on it rather than deadlock on the
 * exclusion constraint, see lockCleaner), then the bookings, then the transitions that refer to them.
 * Rows travel as one JSON array per table, typed by jsonb_to_recordset, so the statement is prepared
 * once per connection whatever the number of visits.
 */
export function requestInsert(em: EntityManager, visits: Booking[], transitions: Transition[]): { statement: PreparedStatement; values: unknown[] } {
  if (!statement) {
    const bookings = columnsOf(em.getMetadata().get(Booking));
    const rows = columnsOf(em.getMetadata().get(TransitionRow));
    const list = (cs: Column[], from = '') => cs.map((c) => `${from}"${c.field}"`).join(', ');
    const types = (cs: Column[]) => cs.map((c) => `"${c.field}" ${c.sqlType}`).join(', ');
    statement = {
      bookings,
      transitions: rows,
      sql: {
        name: 'booking.request_insert',
        text: `with queued as (select pg_advisory_xact_lock(hashtext($1)) as locked),
          visits as (
            insert into bookings (${list(bookings)})
            select ${list(bookings, 'r.')} from queued, jsonb_to_recordset($2::jsonb) as r(${types(bookings)})
            returning id)
          insert into booking_transitions (${list(rows)})
          select ${list(rows, 't.')} from jsonb_to_recordset($3::jsonb) as t(${types(rows)})
          where (select count(*) from visits) > 0`,
      },
    };
  }
  const record = (cs: Column[], source: object) => Object.fromEntries(cs.map((c) => [c.field, recordValue(c, (source as Record<string, unknown>)[c.property])]));
  return {
    statement: statement.sql,
    values: [`bookings:${visits[0]!.cleanerId}`, JSON.stringify(visits.map((b) => record(statement!.bookings, b))), JSON.stringify(transitions.map((t) => record(statement!.transitions, t)))],
  };
}
