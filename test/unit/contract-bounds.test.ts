import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/http/openapi.js';

/**
 * Issue #13: the contract protects the server. Every input (path, query, request body) is bounded:
 * strings by maxLength (or an enum, a uuid or date format), numbers by minimum and maximum, arrays
 * by maxItems; and every operation documents 400 and 503, every operation with a body 413, every
 * JSON body 415.
 */
type Node = Record<string, unknown>;
const doc = parse(readFileSync(OPENAPI_PATH, 'utf8')) as { paths: Record<string, Record<string, Node>> } & Node;
const deref = (ref: string): Node => ref.replace(/^#\//, '').split('/').reduce<Node>((acc, p) => acc[p] as Node, doc);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function unbounded(schema: Node | undefined, where: string, seen: Set<string>, out: string[]): void {
  if (!schema) return;
  if (typeof schema.$ref === 'string') {
    if (!seen.has(schema.$ref)) {
      seen.add(schema.$ref);
      unbounded(deref(schema.$ref), schema.$ref.replace('#/components/schemas/', ''), seen, out);
    }
    return;
  }
  const types = ([] as unknown[]).concat(schema.type ?? []).filter((t) => t !== 'null');
  const type = types[0];
  if (type === 'string' && schema.maxLength === undefined && !schema.enum && schema.const === undefined && !['uuid', 'date', 'date-time', 'binary'].includes(String(schema.format))) out.push(`${where}: string without maxLength`);
  if ((type === 'integer' || type === 'number') && (schema.minimum === undefined || schema.maximum === undefined) && !schema.enum) out.push(`${where}: number without minimum and maximum`);
  if (type === 'array' && schema.maxItems === undefined) out.push(`${where}: array without maxItems`);
  for (const [k, v] of Object.entries((schema.properties as Record<string, Node>) ?? {})) unbounded(v, `${where}.${k}`, seen, out);
  if (schema.items) unbounded(schema.items as Node, `${where}[]`, seen, out);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') unbounded(schema.additionalProperties as Node, `${where}{}`, seen, out);
  for (const k of ['oneOf', 'anyOf', 'allOf']) ((schema[k] as Node[]) ?? []).forEach((v, i) => unbounded(v, `${where}.${k}[${i}]`, seen, out));
}

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, item, op: item[m] as Node & { operationId: string; responses: Record<string, unknown>; requestBody?: { content: Record<string, { schema: Node }> } } })),
);

describe('openapi.yaml bounds every input', () => {
  it('bounds every string, number and array a caller can send', () => {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const { item, op } of operations) {
      const params = [...((item.parameters as unknown as Node[]) ?? []), ...((op.parameters as Node[]) ?? [])].map((p) => (typeof p.$ref === 'string' ? deref(p.$ref) : p));
      for (const p of params) unbounded(p.schema as Node, `${op.operationId} ${String(p.in)}.${String(p.name)}`, seen, out);
      for (const content of Object.values(op.requestBody?.content ?? {})) unbounded(content.schema, `${op.operationId} body`, seen, out);
    }
    expect(out).toEqual([]);
  });

  it('documents the statuses every operation can answer', () => {
    const missing: string[] = [];
    for (const { path, op } of operations) {
      const want = ['400', '503'];
      if (path === '/api/health') want.splice(1, 1);
      if (op.requestBody) want.push('413');
      if (op.requestBody?.content['application/json']) want.push('415');
      for (const status of want) if (!op.responses[status]) missing.push(`${op.operationId} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});
