import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fieldDetail } from './http-error';

describe('fieldDetail', () => {
  const refused = new HttpError('Invalid', 400, {
    error: 'validation_failed',
    message: 'Invalid',
    details: [{ field: 'body.reason', message: 'Trop court' }],
  });

  it("answers the server's message for that field", () => {
    expect(fieldDetail(refused, 'body.reason')).toBe('Trop court');
  });

  it('answers null for another field, a body without details, or a non-HTTP error', () => {
    expect(fieldDetail(refused, 'body.amountCents')).toBeNull();
    expect(fieldDetail(new HttpError('Conflict', 409, { error: 'x', message: 'Conflict' }), 'body.reason')).toBeNull();
    expect(fieldDetail(new HttpError('Bad gateway', 502, '<html>'), 'body.reason')).toBeNull();
    expect(fieldDetail(new Error('offline'), 'body.reason')).toBeNull();
  });
});
