import { describe, expect, it } from 'vitest';
import { compileContract } from '../../src/http/openapi.js';

describe('openapi.yaml', () => {
  const ops = compileContract();

  it('compiles, with a unique operationId per operation', () => {
    const ids = ops.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(20);
  });

  it('documents an Error body for every 4xx answer', () => {
    for (const op of ops) {
      for (const [status, validate] of op.responses) {
        if (!status.startsWith('4')) continue;
        expect(validate, `${op.id} ${status}`).not.toBeNull();
        expect(validate!({ error: 'x', message: 'y' }), `${op.id} ${status}`).toBe(true);
        expect(validate!({ message: 'y' }), `${op.id} ${status} requires error`).toBe(false);
      }
    }
  });
});
