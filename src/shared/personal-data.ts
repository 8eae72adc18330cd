import type { Locale } from './locale.js';

/**
 * One module's part of a person's data export (Law 25's portability right; docs/decisions.md, "Data
 * portability"). Each module answers for its own tables through its public api, and only with what
 * it shows that person: their own data, and of other people at most the name the app shows them.
 */
export interface PersonalDataSubject {
  userId: string;
  /** The account's address (the newsletter keys its subscriptions by address). */
  email: string;
  /** The account's language (documents rendered for the archive, e.g. statements). */
  locale: Locale;
}

export interface PersonalDataFile {
  /** Where it goes under the archive's `files/` folder, e.g. `documents/<id>-permis.pdf`. */
  path: string;
  /** The bytes; null when the file is gone meanwhile (e.g. deleted by the retention job): it is then left out. */
  read(): Promise<Buffer | null>;
}

export interface PersonalDataSection {
  /** Plain JSON: dates as ISO 8601 strings, amounts in cents. */
  data: Record<string, unknown>;
  files: PersonalDataFile[];
}

export type PersonalDataSource = (subject: PersonalDataSubject) => Promise<PersonalDataSection>;

/** Path-safe file name (keeps letters, digits, dot, dash and underscore; at most 80 characters). */
export const safeFileName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80) || 'file';

/** PostgreSQL's text form of a timestamptz, as raw SQL answers it: `2026-11-26 07:53:08.653423+00`. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}(:\d{2})?$/;

/** A timestamp as raw SQL answers it (a Date, or PostgreSQL's text) in ISO 8601 UTC; anything else unchanged. */
export function isoValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && PG_TIMESTAMP.test(value)) return new Date(value).toISOString();
  return value;
}

export const isoOrNull = (d: Date | string | null | undefined): string | null => (d === null || d === undefined ? null : (isoValue(d) as string));

const camel = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A row read by raw SQL as export JSON: snake_case columns become camelCase keys and timestamps ISO
 * 8601 strings (select calendar dates as `::text`, which stay YYYY-MM-DD).
 */
export function exportRow(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[camel(key)] = isoValue(value);
  return out;
}
