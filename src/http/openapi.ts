import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readYamlFile } from '../shared/yaml-file.js';
import type { Next } from 'koa';
import type { FieldIssue } from '../shared/domain-error.js';
import type { AppContext } from '../shared/http-kit.js';
import { HttpError } from './errors.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const OPENAPI_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: object;
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: object }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
}
type Doc = { paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>; components: Record<string, Record<string, unknown>> };

export interface CompiledOperation {
  id: string;
  method: string;
  template: string;
  regex: RegExp;
  paramNames: string[];
  pathParams?: ValidateFunction;
  query?: ValidateFunction;
  jsonBody?: ValidateFunction;
  bodyRequired: boolean;
  /** Takes a multipart/form-data upload. */
  multipart: boolean;
  /** Open to anyone (`security: []`). */
  isPublic: boolean;
  /** Declares the Idempotency-Key header (POSTs that create something; src/http/idempotency.ts). */
  idempotent: boolean;
  responses: Map<string, ValidateFunction | null>;
}

/** Years accepted in dates: birth dates of the living to bookings a long way ahead. */
const plausibleYear = (s: string): boolean => {
  const year = Number(s.slice(0, 4));
  return year >= 1900 && year <= 2200;
};

/** The value of `make`, computed on the first call only. */
function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

const ptr = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every operation of openapi.yaml with its validators (each compiled once, when first used). */
export function compileContract(file = OPENAPI_PATH): CompiledOperation[] {
  const doc = readYamlFile(file) as Doc;
  const make = (coerce: boolean) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce, useDefaults: false });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    // Dates the database can store and people mean: year 0000 passes the format but not PostgreSQL.
    for (const name of ['date', 'date-time'] as const) {
      const known = ajv.formats[name] as { validate: (s: string) => boolean; compare?: (a: string, b: string) => number } | ((s: string) => boolean);
      const validate = typeof known === 'function' ? known : known.validate;
      ajv.addFormat(name, { type: 'string', validate: (s: string) => validate(s) && plausibleYear(s), ...(typeof known === 'object' && known.compare ? { compare: known.compare } : {}) });
    }
    ajv.addSchema({ ...doc, $id: 'openapi' });
    return ajv;
  };
  const bodies = make(false);
  const params = make(true);
  const resolve = <T>(node: T | { $ref: string }): T => {
    if (node && typeof node === 'object' && '$ref' in node) {
      const parts = node.$ref.replace(/^#\//, '').split('/');
      return parts.reduce<unknown>((acc, p) => (acc as Record<string, unknown>)[p.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as T;
    }
    return node as T;
  };

  const ops: CompiledOperation[] = [];
  // A shared response (`$ref: '#/components/responses/…'`) is compiled once for every operation using it.
  const sharedResponses = new Map<string, ValidateFunction>();
  const sharedResponse = (ref: string): ValidateFunction => {
    let validate = sharedResponses.get(ref);
    if (!validate) sharedResponses.set(ref, (validate = bodies.compile({ $ref: `openapi${ref}/content/application~1json/schema` })));
    return validate;
  };
  for (const [template, item] of Object.entries(doc.paths)) {
    const paramNames: string[] = [];
    const regex = new RegExp(
      '^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, n: string) => (paramNames.push(n), '([^/]+)')) + '$',
    );
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const all = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolve<Parameter>(p));
      const group = (where: 'path' | 'query') => {
        const list = all.filter((p) => p.in === where);
        if (!list.length) return undefined;
        return params.compile({
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
          required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
        });
      };
      const base = `openapi#/paths/${ptr(template)}/${method}`;
      const json = op.requestBody?.content['application/json'];
      const responses = () => {
        const map = new Map<string, ValidateFunction | null>();
        for (const [status, raw] of Object.entries(op.responses)) {
          const res = resolve(raw);
          const content = res.content?.['application/json'];
          map.set(status, content ? (raw.$ref ? sharedResponse(raw.$ref) : bodies.compile({ $ref: `${base}/responses/${status}/content/application~1json/schema` })) : null);
        }
        return map;
      };
      // Validators are compiled on first use: compiling all of them took seconds at every start
      // (each test file starts a server); openapi.test.ts compiles every one to catch a bad schema.
      const pathParams = once(() => group('path'));
      const query = once(() => group('query'));
      const jsonBody = once(() => (json ? bodies.compile({ $ref: `${base}/requestBody/content/application~1json/schema` }) : undefined));
      const responseMap = once(responses);
      ops.push({
        id: op.operationId,
        method: method.toUpperCase(),
        template,
        regex,
        paramNames,
        get pathParams() {
          return pathParams();
        },
        get query() {
          return query();
        },
        get jsonBody() {
          return jsonBody();
        },
        bodyRequired: !!op.requestBody?.required,
        multipart: !!op.requestBody?.content['multipart/form-data'],
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        idempotent: all.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
        get responses() {
          return responseMap();
        },
      });
    }
  }
  return ops;
}

/** Malformed percent-encoding stays as sent (the path guard refuses it before routing). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path's first two segments (`/api/messages`), or null when the template's hold a parameter. */
const prefixOf = (path: string): string | null => {
  const prefix = path.split('/', 3).join('/');
  return prefix.includes('{') ? null : prefix;
};

/** The operations a request may match, by method and path prefix, in the contract's order. */
const indexes = new WeakMap<CompiledOperation[], Map<string, CompiledOperation[]>>();
function candidates(ops: CompiledOperation[], method: string, urlPath: string): CompiledOperation[] {
  let index = indexes.get(ops);
  if (!index) {
    index = new Map();
    const open = ops.filter((op) => prefixOf(op.template) === null);
    for (const op of ops) {
      const prefix = prefixOf(op.template);
      if (prefix === null) continue;
      const key = `${op.method} ${prefix}`;
      // Templates with a parameter in their prefix may match any path: they keep their place among the others.
      if (!index.has(key)) index.set(key, ops.filter((o) => o.method === op.method && (prefixOf(o.template) === prefix || open.includes(o))));
    }
    for (const op of open) if (!index.has(`${op.method} *`)) index.set(`${op.method} *`, open.filter((o) => o.method === op.method));
    indexes.set(ops, index);
  }
  return index.get(`${method} ${prefixOf(urlPath)}`) ?? index.get(`${method} *`) ?? [];
}

/** The first operation of the contract matching the request (looked up by method and path prefix: hundreds of operations). */
export function findOperation(ops: CompiledOperation[], method: string, urlPath: string) {
  for (const op of candidates(ops, method, urlPath)) {
    const m = op.regex.exec(urlPath);
    if (m) return { op, params: Object.fromEntries(op.paramNames.map((n, i) => [n, safeDecode(m[i + 1]!)])) };
  }
  return null;
}

/** Ajv's errors as field issues: `body.email`, `query.range`, `path.id`, with a message key per rule. */
export function toIssues(where: 'body' | 'query' | 'path', errors: ErrorObject[] | null | undefined): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const e of errors ?? []) {
    const at = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let field = at ? `${where}.${at}` : where;
    let code = 'fields.invalid';
    let params: Record<string, string | number> | undefined;
    switch (e.keyword) {
      case 'required':
        field = `${field}.${(e.params as { missingProperty: string }).missingProperty}`;
        code = 'fields.required';
        break;
      case 'additionalProperties':
        field = `${field}.${(e.params as { additionalProperty: string }).additionalProperty}`;
        code = 'fields.unknown';
        break;
      case 'format': {
        const f = (e.params as { format: string }).format;
        code = f === 'email' ? 'fields.invalid_email' : f === 'date' || f === 'date-time' ? 'fields.invalid_date' : f === 'uuid' ? 'fields.invalid_id' : 'fields.invalid_format';
        break;
      }
      case 'minLength':
        code = 'fields.too_short';
        params = { min: (e.params as { limit: number }).limit };
        break;
      case 'maxLength':
        code = 'fields.too_long';
        params = { max: (e.params as { limit: number }).limit };
        break;
      case 'minimum':
        code = 'fields.too_small';
        params = { min: (e.params as { limit: number }).limit };
        break;
      case 'maximum':
        code = 'fields.too_large';
        params = { max: (e.params as { limit: number }).limit };
        break;
      case 'enum':
      case 'const':
        code = 'fields.invalid_choice';
        break;
      case 'type':
        code = 'fields.invalid_type';
        break;
      case 'pattern':
        code = 'fields.invalid_format';
        break;
      case 'minProperties':
        code = 'fields.empty_body';
        break;
    }
    // oneOf/anyOf add a summary error after the specific ones; one line per field is enough.
    if (seen.has(field) || e.keyword === 'oneOf' || e.keyword === 'anyOf') continue;
    seen.add(field);
    issues.push(params ? { field, code, params } : { field, code });
  }
  return issues;
}

/** Validates params, query and JSON body of every request that matches the contract. */
export function contractMiddleware(ops: CompiledOperation[]) {
  return async (ctx: AppContext, next: Next) => {
    const found = findOperation(ops, ctx.method, ctx.path);
    if (!found) return next();
    const { op, params } = found;
    // The route label of metrics and traces (src/observability/metrics.ts), known even when validation refuses.
    ctx.state.operationTemplate = op.template;
    // JSON endpoints take JSON only: a form post from another site cannot reach them (login CSRF).
    if (op.jsonBody && ctx.request.length && !ctx.is('json')) throw new HttpError(415, 'unsupported_media_type');
    const issues: FieldIssue[] = [];
    if (op.pathParams && !op.pathParams(params)) issues.push(...toIssues('path', op.pathParams.errors));
    if (op.query) {
      const query = { ...ctx.query };
      if (!op.query(query)) issues.push(...toIssues('query', op.query.errors));
    }
    if (op.jsonBody) {
      const body = (ctx.request as { body?: unknown }).body;
      const empty = body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0 && !ctx.request.length);
      if (empty && op.bodyRequired && !ctx.is('json')) issues.push({ field: 'body', code: 'fields.required' });
      else if (!op.jsonBody(body ?? {})) issues.push(...toIssues('body', op.jsonBody.errors));
    }
    if (issues.length) throw new HttpError(400, 'validation_failed', {}, issues);
    await next();
  };
}

/** For tests: checks an answer against the contract's schema for that status. */
export function responseErrors(ops: CompiledOperation[], method: string, urlPath: string, status: number, body: unknown): string[] | null {
  const found = findOperation(ops, method, urlPath);
  if (!found) return [`no operation for ${method} ${urlPath}`];
  const validate = found.op.responses.get(String(status));
  if (validate === undefined) return [`status ${status} is not documented for ${found.op.id}`];
  if (validate === null) return null;
  return validate(body) ? null : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
