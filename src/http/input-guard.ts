import type { Next } from 'koa';
import type { FieldIssue } from '../shared/domain-error.js';
import type { AppContext } from '../shared/http-kit.js';
import { HttpError } from './errors.js';

/**
 * Input no route may ever see (issue #13), refused before routing with a 400 in the caller's
 * language: a path that is not valid percent-encoding or decodes to control characters, NUL
 * characters anywhere in the query or a JSON body (PostgreSQL cannot store them), ill-formed Unicode
 * there and in headers (a lone surrogate, which JSON may carry as `\ud800`: no UTF-8 encoder, hash or
 * URI encoder downstream can take it, issue #41), and object keys that reach prototypes
 * (`__proto__`, `constructor`, `prototype`).
 */
const CONTROL = /[\u0000-\u001f\u007f]/;
const NUL = '\u0000';
/** With the u flag a surrogate pair is one code point: this matches only a lone (ill-formed) surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);
const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;

/** Before the body parser: the path alone. */
export async function pathGuard(ctx: AppContext, next: Next): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(ctx.path);
  } catch {
    throw new HttpError(400, 'invalid_path');
  }
  if (CONTROL.test(decoded)) throw new HttpError(400, 'invalid_path');
  await next();
}

function scan(value: unknown, field: string, depth: number, issues: FieldIssue[]): void {
  if (issues.length >= 20) return;
  if (typeof value === 'string') {
    if (value.includes(NUL) || !wellFormed(value)) issues.push({ field, code: 'fields.invalid_characters' });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) {
    issues.push({ field, code: 'fields.too_deep' });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => scan(v, `${field}.${i}`, depth + 1, issues));
    return;
  }
  for (const key of Object.keys(value)) {
    if (PROTO_KEYS.has(key) || key.includes(NUL) || !wellFormed(key)) issues.push({ field: `${field}.${key.replace(/\u0000/g, '').replace(/\p{Cs}/gu, '\ufffd')}`, code: 'fields.unknown' });
    else scan((value as Record<string, unknown>)[key], `${field}.${key}`, depth + 1, issues);
  }
}

/** What the values guard refuses in a parsed query (public search's edge checks it once per query string). */
export function queryIssues(query: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  scan(query, 'query', 0, issues);
  return issues;
}

/** After the body parser: the query and the parsed body. */
export async function valuesGuard(ctx: AppContext, next: Next): Promise<void> {
  const issues: FieldIssue[] = [];
  // Node reads header bytes as Latin-1, so a header cannot hold a surrogate today: checked anyway, as cheap.
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (typeof value === 'string' ? !wellFormed(value) : value?.some((v) => !wellFormed(v))) issues.push({ field: `headers.${name}`, code: 'fields.invalid_characters' });
  }
  scan(ctx.query, 'query', 0, issues);
  const body = (ctx.request as { body?: unknown }).body;
  if (body !== undefined) scan(body, 'body', 0, issues);
  if (issues.length) throw new HttpError(400, 'validation_failed', {}, issues);
  await next();
}
