import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../app/route-guard';

describe('/onboarding', () => {
  it('is the cleaner onboarding page for cleaners only; others go home', () => {
    expect(resolveRoute('/onboarding', { role: 'cleaner' })).toMatchObject({ kind: 'page', page: 'onboarding' });
    expect(resolveRoute('/onboarding', { role: 'client' })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/onboarding', { role: null })).toEqual({ kind: 'redirect', to: '/' });
  });
});
