import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../../src/http/openapi.js';

/**
 * Bad requests generated from openapi.yaml (issue #13): for every operation, hostile path segments,
 * out-of-range and malformed query values, and request bodies with wrong types, missing and extra
 * fields, huge and NUL-bearing strings, prototype keys, broken JSON, wrong content types and
 * truncated multipart. Deterministic: the same contract gives the same cases.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Param = { name: string; in: string; required?: boolean; schema: Schema };
type Op = { operationId: string; parameters?: (Param | { $ref: string })[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Doc = { paths: Record<string, Record<string, Op>> };

export interface FuzzCase {
  operationId: string;
  method: string;
  /** Path with its query string, already encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  label: string;
}

const doc = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Doc;
const root = doc as unknown as Record<string, unknown>;

function resolve<T>(node: T | { $ref: string }): T {
  let n: unknown = node;
  for (let i = 0; n && typeof n === 'object' && '$ref' in (n as object) && i < 10; i++) {
    const parts = (n as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    n = parts.reduce<unknown>((acc, p) => (acc as Record<string, unknown>)[p.replace(/~1/g, '/').replace(/~0/g, '~')], root);
  }
  return n as T;
}

const typeOf = (s: Schema): string => {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (t) return t;
  if (s.properties) return 'object';
  if (s.enum) return typeof s.enum[0];
  return 'string';
};

/** A plausible value for a schema (the first enum entry, a date for dates ...). */
export function sample(raw: Schema, depth = 0): unknown {
  const s = resolve(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const variant = s.oneOf?.[0] ?? s.anyOf?.[0];
  if (variant) return sample(variant, depth + 1);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => sample(x, depth + 1) as object));
  switch (typeOf(s)) {
    case 'object':
      if (depth > 4) return {};
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
    case 'array':
      return s.items ? [sample(s.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'date') return '2030-01-15';
      if (s.format === 'date-time') return '2030-01-15T10:00:00Z';
      if (s.format === 'email') return 'fuzz@test.eclat.local';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/** Values that a careless server turns into a 500. */
function hostileValues(s: Schema): unknown[] {
  const t = typeOf(resolve(s));
  const common: unknown[] = [null, 'a\u0000b', 'x'.repeat(100_000), { __proto__: null, nested: { deep: [1, 2] } }, [[[]]], true];
  if (t === 'integer' || t === 'number') return [...common, 1e308, -1e308, 99999999999999999999, -1, 0.5, '12'];
  if (t === 'array') return [...common, Array.from({ length: 5000 }, () => 'x'), ['\u0000']];
  if (t === 'boolean') return [...common, 'true', 0];
  return [...common, 42, '0000-01-01', '9999-12-31T99:99:99Z', '%E0%A4%A', '\ud800'];
}

const PATH_VALUES = ['%E0%A4%A', '%00', '%2e%2e%2f', 'x'.repeat(3000), '0000-01-01', '-1', '1e309'];
const QUERY_VALUES = ['1e309', '99999999999999999999', '-1', 'NaN', '%00', '%E0%A4%A', encodeURIComponent('\u0000'), 'x'.repeat(5000), '0000-01-01', encodeURIComponent('[1,'), encodeURIComponent('{"__proto__":{"a":1}}')];

function parametersOf(pathItem: Record<string, unknown>, op: Op): Param[] {
  const shared = (pathItem.parameters as (Param | { $ref: string })[] | undefined) ?? [];
  return [...shared, ...(op.parameters ?? [])].map((p) => resolve<Param>(p));
}

function fill(template: string, params: Param[], override?: [string, string]): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override && override[0] === name) return override[1];
    const p = params.find((x) => x.name === name && x.in === 'path');
    return encodeURIComponent(String(p ? sample(p.schema) : 'x'));
  });
}

function truncatedMultipart(): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = '----fuzzboundary';
  const text = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000`;
  return { body: new TextEncoder().encode(text), type: `multipart/form-data; boundary=${boundary}` };
}

/** Every bad case of every operation of the contract. */
export function fuzzCases(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = (item as Record<string, Op>)[method];
      if (!op) continue;
      const params = parametersOf(item as Record<string, unknown>, op);
      const add = (label: string, url: string, headers: Record<string, string> = {}, body?: string | Uint8Array<ArrayBuffer>) =>
        cases.push({ operationId: op.operationId, method: method.toUpperCase(), url, headers, label, ...(body !== undefined ? { body } : {}) });
      const base = fill(template, params);
      const json = op.requestBody?.content['application/json']?.schema;
      const multipart = op.requestBody?.content['multipart/form-data'];
      const validBody = json ? JSON.stringify(sample(json)) : undefined;
      const jsonHeaders: Record<string, string> = json ? { 'content-type': 'application/json' } : {};

      for (const p of params.filter((x) => x.in === 'path')) {
        for (const v of PATH_VALUES) add(`path ${p.name}=${v.slice(0, 20)}`, fill(template, params, [p.name, v]), jsonHeaders, validBody);
      }
      for (const p of params.filter((x) => x.in === 'query')) {
        for (const v of QUERY_VALUES) add(`query ${p.name}=${v.slice(0, 20)}`, `${base}?${p.name}=${v}`, jsonHeaders, validBody);
        add(`query ${p.name} repeated`, `${base}?${p.name}=1&${p.name}=2`, jsonHeaders, validBody);
      }
      add('unknown query', `${base}?__proto__[x]=1&constructor[prototype][y]=2`, jsonHeaders, validBody);
      if (json) {
        const valid = sample(json);
        add('sample body', base, jsonHeaders, JSON.stringify(valid));
        add('empty body', base, jsonHeaders, '');
        add('broken JSON', base, jsonHeaders, '{"a":');
        add('JSON array', base, jsonHeaders, '[]');
        add('JSON string', base, jsonHeaders, '"x"');
        add('deep JSON', base, jsonHeaders, '['.repeat(5000) + ']'.repeat(5000));
        add('__proto__ key', base, jsonHeaders, '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}');
        if (valid && typeof valid === 'object' && !Array.isArray(valid)) add('__proto__ beside valid fields', base, jsonHeaders, JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"role":"admin"},'));
        add('text/plain body', base, { 'content-type': 'text/plain' }, validBody ?? 'x');
        add('form body', base, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&__proto__[b]=2');
        const mp = truncatedMultipart();
        add('multipart to a JSON route', base, { 'content-type': mp.type }, mp.body);
        const props = resolve(json).properties ?? {};
        for (const [name, schema] of Object.entries(props)) {
          for (const v of hostileValues(schema)) {
            const body = { ...(valid as object), [name]: v };
            add(`body ${name}=${JSON.stringify(v)?.slice(0, 20)}`, base, jsonHeaders, JSON.stringify(body));
          }
          const { [name]: _dropped, ...missing } = valid as Record<string, unknown>;
          add(`body without ${name}`, base, jsonHeaders, JSON.stringify(missing));
        }
        add('extra field', base, jsonHeaders, JSON.stringify({ ...(valid as object), zzUnknown: 'x' }));
      }
      if (multipart) {
        const mp = truncatedMultipart();
        add('truncated multipart', base, { 'content-type': mp.type }, mp.body);
        add('multipart without boundary', base, { 'content-type': 'multipart/form-data' }, 'abc');
        add('multipart declared, JSON sent', base, { 'content-type': 'multipart/form-data; boundary=x' }, '{}');
        add('JSON to an upload route', base, { 'content-type': 'application/json' }, '{"file":"x"}');
      }
    }
  }
  return cases;
}

/** Methods a path does not have, to check 405 answers. */
export function missingMethods(): { path: string; method: string; allowed: string[] }[] {
  const out: { path: string; method: string; allowed: string[] }[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    const has = ['get', 'post', 'put', 'patch', 'delete'].filter((m) => (item as Record<string, unknown>)[m]);
    const params = parametersOf(item as Record<string, unknown>, (item as Record<string, Op>)[has[0]!]!);
    const missing = ['get', 'post', 'put', 'patch', 'delete'].find((m) => !has.includes(m));
    if (missing) out.push({ path: fill(template, params), method: missing.toUpperCase(), allowed: has.map((m) => m.toUpperCase()) });
  }
  return out;
}
