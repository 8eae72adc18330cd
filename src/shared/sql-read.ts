import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows } from './prepared-sql.js';

/**
 * A module's read as a scalar subquery answering one JSON value (issue #24): reads of several modules
 * that a use case needs at once run as ONE statement (`readTogether`), each module keeping its SQL and
 * its decoding. `text` uses $1..$n for `values`; `decode` gets the JSON value (dates as ISO text).
 */
export interface SqlRead<T> {
  /** Unique in the process, as a prepared statement's name. */
  name: string;
  text: string;
  values: readonly unknown[];
  decode(value: unknown): T;
}

export type ReadResults<R extends readonly SqlRead<unknown>[]> = { -readonly [K in keyof R]: R[K] extends SqlRead<infer T> ? T : never };

/** The reads in one round trip: `select (r1) as r0, (r2) as r1, ...`, prepared once per combination. */
export async function readTogether<R extends readonly SqlRead<unknown>[]>(em: EntityManager, ...reads: R): Promise<ReadResults<R>> {
  const values: unknown[] = [];
  const columns = reads.map((read, i) => {
    const offset = values.length;
    values.push(...read.values.map(arrayLiteral));
    return `(${read.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)}) as r${i}`;
  });
  const names = reads.map((r) => r.name).join('+');
  // Statement names are identifiers (63 bytes at most): a digest of the combination.
  const name = `reads:${createHash('sha1').update(names).digest('base64url').slice(0, 20)}`;
  const [row] = await preparedRows<Record<string, unknown>>(em, { name, text: `select ${columns.join(', ')}` }, values);
  return reads.map((read, i) => read.decode(row![`r${i}`])) as ReadResults<R>;
}

/**
 * Arrays as PostgreSQL array literals ('{"a","b"}', cast by the read's SQL, e.g. $1::uuid[]): inside
 * a transaction the ORM inlines values into the SQL and would spread an array into a list.
 */
function arrayLiteral(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v instanceof Date ? v.toISOString() : v).replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/** One read alone (the same SQL and decoding as in company). */
export async function readOne<T>(em: EntityManager, read: SqlRead<T>): Promise<T> {
  const [result] = await readTogether(em, read);
  return result as T;
}
