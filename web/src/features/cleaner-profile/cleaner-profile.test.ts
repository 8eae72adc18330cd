import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money';
import { uploadProblem } from './file-checks';
import { issuesByField } from './field-issues';
import { ApiError } from '../../api/api-error';

describe('money on screen', () => {
  it('reads dollars into cents', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('25,50 $')).toBe(2550);
    expect(dollarsToCents('199.99')).toBe(19999);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('-3')).toBeNull();
  });
  it('shows cents as dollars', () => {
    expect(centsToDollars(2500)).toBe('25');
    expect(centsToDollars(2550)).toBe('25.50');
    expect(centsToDollars(null)).toBe('');
  });
});

describe('client-side upload checks', () => {
  it('documents: PDF, JPG, PNG up to 10 MB', () => {
    expect(uploadProblem({ name: 'id.pdf', size: 1000 }, 'document')).toBeNull();
    expect(uploadProblem({ name: 'id.webp', size: 1000 }, 'document')).toBe('type');
    expect(uploadProblem({ name: 'id.png', size: 10 * 1024 * 1024 + 1 }, 'document')).toBe('size');
  });
  it('photos: JPG, PNG, WebP', () => {
    expect(uploadProblem({ name: 'a.webp', size: 1000 }, 'photo')).toBeNull();
    expect(uploadProblem({ name: 'a.pdf', size: 1000 }, 'photo')).toBe('type');
    expect(uploadProblem({ name: 'a.jpg', size: 0 }, 'photo')).toBe('type');
  });
});

describe('issuesByField', () => {
  it('maps details to field paths without the body prefix', () => {
    const error = new ApiError(400, { error: 'validation_failed', message: 'x', details: [{ field: 'body.serviceCities.0.hourlyRateCents', message: 'range' }, { field: 'body.bio', message: 'req' }] });
    expect(issuesByField(error)).toEqual({ 'serviceCities.0.hourlyRateCents': 'range', bio: 'req' });
    expect(issuesByField(new Error('x'))).toEqual({});
  });
});
