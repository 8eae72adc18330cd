import { describe, expect, it } from 'vitest';
import { fakeCleanersApi, listedCleaner } from './fake-cleaners-api.js';
import type { CleanersModule } from '../index.js';

describe('fakeCleanersApi', () => {
  it('has the shape of the real api and answers from its list', async () => {
    const api: Pick<CleanersModule['api'], 'listedCleaners' | 'listedCleanerBySlug' | 'isListed'> = fakeCleanersApi([listedCleaner()]);
    expect(await api.listedCleaners()).toHaveLength(1);
    expect((await api.listedCleanerBySlug('marie-tremblay'))?.name).toBe('Marie Tremblay');
    expect(await api.isListed('someone-else')).toBe(false);
  });
});
