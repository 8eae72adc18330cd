import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { compileContract, findOperation, responseErrors, toIssues } from './openapi.js';

const err = (keyword: string, instancePath: string, params: Record<string, unknown> = {}): ErrorObject =>
  ({ keyword, instancePath, schemaPath: '#', params }) as ErrorObject;

describe('toIssues', () => {
  it('names the missing property for "required"', () => {
    expect(toIssues('body', [err('required', '', { missingProperty: 'email' })])).toEqual([{ field: 'body.email', code: 'fields.required' }]);
  });

  it('names the extra property for "additionalProperties"', () => {
    expect(toIssues('body', [err('additionalProperties', '', { additionalProperty: 'isAdmin' })])).toEqual([{ field: 'body.isAdmin', code: 'fields.unknown' }]);
  });

  it('turns nested instance paths into dotted fields', () => {
    expect(toIssues('body', [err('type', '/address/city', { type: 'string' })])).toEqual([{ field: 'body.address.city', code: 'fields.invalid_type' }]);
    expect(toIssues('body', [err('required', '/address', { missingProperty: 'zip' })])).toEqual([{ field: 'body.address.zip', code: 'fields.required' }]);
  });

  it('maps formats to specific codes', () => {
    const f = (format: string) => toIssues('body', [err('format', '/x', { format })])[0]!.code;
    expect(f('email')).toBe('fields.invalid_email');
    expect(f('date')).toBe('fields.invalid_date');
    expect(f('date-time')).toBe('fields.invalid_date');
    expect(f('uuid')).toBe('fields.invalid_id');
    expect(f('uri')).toBe('fields.invalid_format');
  });

  it('carries limits as params', () => {
    expect(toIssues('body', [err('minLength', '/name', { limit: 2 })])).toEqual([{ field: 'body.name', code: 'fields.too_short', params: { min: 2 } }]);
    expect(toIssues('body', [err('maxLength', '/name', { limit: 80 })])).toEqual([{ field: 'body.name', code: 'fields.too_long', params: { max: 80 } }]);
    expect(toIssues('query', [err('minimum', '/n', { limit: 1 })])).toEqual([{ field: 'query.n', code: 'fields.too_small', params: { min: 1 } }]);
    expect(toIssues('query', [err('maximum', '/n', { limit: 9 })])).toEqual([{ field: 'query.n', code: 'fields.too_large', params: { max: 9 } }]);
  });

  it('maps the other keywords', () => {
    expect(toIssues('body', [err('enum', '/role')])[0]!.code).toBe('fields.invalid_choice');
    expect(toIssues('body', [err('const', '/role')])[0]!.code).toBe('fields.invalid_choice');
    expect(toIssues('body', [err('pattern', '/key')])[0]!.code).toBe('fields.invalid_format');
    expect(toIssues('body', [err('minProperties', '')])).toEqual([{ field: 'body', code: 'fields.empty_body' }]);
    expect(toIssues('path', [err('somethingElse', '/id')])).toEqual([{ field: 'path.id', code: 'fields.invalid' }]);
  });

  it('keeps one issue per field and drops oneOf/anyOf summaries', () => {
    const issues = toIssues('body', [err('type', '/role', { type: 'string' }), err('type', '/role', { type: 'null' }), err('oneOf', '/role'), err('anyOf', '/other')]);
    expect(issues).toEqual([{ field: 'body.role', code: 'fields.invalid_type' }]);
  });

  it('accepts no errors', () => {
    expect(toIssues('body', null)).toEqual([]);
    expect(toIssues('body', undefined)).toEqual([]);
  });
});

describe('the compiled contract', () => {
  const ops = compileContract();
  const signup = findOperation(ops, 'POST', '/api/auth/signup')!.op;
  const valid = { name: 'Ana Lys', email: 'ana@example.com', password: 'long-enough-pw', dateOfBirth: '1990-02-28', acceptTerms: true };
  const issuesFor = (body: unknown) => (signup.jsonBody!(body) ? [] : toIssues('body', signup.jsonBody!.errors));

  it('compiles every validator of every operation (they are compiled lazily at run time)', () => {
    for (const op of ops) {
      expect(() => [op.pathParams, op.query, op.jsonBody, op.responses], op.id).not.toThrow();
      expect(op.responses.size, op.id).toBeGreaterThan(0);
    }
    // Seconds of work on a busy two-core machine.
  }, 60_000);

  it('accepts a valid sign-up body', () => {
    expect(issuesFor(valid)).toEqual([]);
  });

  it('reports every problem of a bad body, one per field', () => {
    const issues = issuesFor({ name: 'A', email: 'nope', password: 'short', dateOfBirth: '1990-02-30', extra: 1 });
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'body.acceptTerms', code: 'fields.required' },
        { field: 'body.extra', code: 'fields.unknown' },
        { field: 'body.name', code: 'fields.too_short', params: { min: 2 } },
        { field: 'body.email', code: 'fields.invalid_email' },
        { field: 'body.password', code: 'fields.too_short', params: { min: 8 } },
        { field: 'body.dateOfBirth', code: 'fields.invalid_date' },
      ]),
    );
    expect(new Set(issues.map((i) => i.field)).size).toBe(issues.length);
  });

  it('matches path templates and decodes parameters', () => {
    const found = findOperation(ops, 'GET', '/api/admin/users/abc%2Fdef');
    expect(found?.op.id).toBe('adminGetUser');
    expect(found?.params).toEqual({ id: 'abc/def' });
    expect(findOperation(ops, 'DELETE', '/api/health')).toBeNull();
  });

  it('finds, for every operation, the first one of the contract a request to it matches (as a scan of all of them would)', () => {
    const scan = (method: string, path: string) => ops.find((op) => op.method === method && op.regex.test(path)) ?? null;
    let checked = 0;
    for (const op of ops) {
      const path = op.template.replace(/\{(\w+)\}/g, (_, name: string) => `sample-${name}`);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        expect(findOperation(ops, method, path)?.op ?? null, `${method} ${path}`).toBe(scan(method, path));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(findOperation(ops, 'GET', '/api/{cleaners}')).toBeNull();
    expect(findOperation(ops, 'GET', '/nowhere')).toBeNull();
  });

  it('responseErrors flags undocumented statuses and wrong bodies', () => {
    expect(responseErrors(ops, 'GET', '/api/health', 200, { status: 'ok', uptimeSeconds: 1 })).toBeNull();
    expect(responseErrors(ops, 'GET', '/api/health', 418, {})).toEqual(['status 418 is not documented for getHealth']);
    expect(responseErrors(ops, 'GET', '/api/health', 200, { status: 'nope' })).not.toBeNull();
  });
});
