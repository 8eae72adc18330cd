import { describe, expect, it } from 'vitest';
import { ApiError, describeError, fieldErrors } from './api-error';

const texts = { fallback: 'Failed', serverError: 'Server error' };

describe('describeError', () => {
  it('prefers the server message, then the error code', () => {
    expect(describeError(new ApiError(400, { error: 'x', message: 'Bad email' }), texts)).toBe('Bad email');
    expect(describeError(new ApiError(400, { error: 'x', message: '' }), texts)).toBe('x');
  });

  it('reports non-JSON answers as a server error', () => {
    expect(describeError(new ApiError(502, '<html>Bad gateway</html>'), texts)).toBe('Server error');
    expect(describeError(new ApiError(500, undefined), texts)).toBe('Server error');
  });

  it('falls back for network failures and empty answers', () => {
    expect(describeError(new TypeError('Failed to fetch'), texts)).toBe('Failed');
    expect(describeError(new ApiError(404, undefined), texts)).toBe('Failed');
  });
});

describe('fieldErrors', () => {
  it('maps body.* details to known fields only', () => {
    const error = new ApiError(400, {
      error: 'validation_failed',
      message: 'Invalid',
      details: [
        { field: 'body.email', message: 'Bad email' },
        { field: 'body.unknown', message: 'Ignored' },
        { field: 'query.range', message: 'Ignored' },
      ],
    });
    expect(fieldErrors(error, ['email', 'password'] as const)).toEqual({ email: 'Bad email' });
  });
});
