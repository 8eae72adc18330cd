import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { withManyReference } from './with-many-reference';

describe('withManyReference', () => {
  it('asks the list for the rows whose target is the record, keeping page, sort and filters', async () => {
    const calls: unknown[] = [];
    const base = { getList: async (resource: string, params: unknown) => (calls.push({ resource, params }), { data: [], total: 0 }) } as unknown as DataProvider;
    const provider = withManyReference(base);
    await provider.getManyReference('bookings', { target: 'clientId', id: 'u-1', pagination: { page: 2, perPage: 5 }, sort: { field: 'startsAt', order: 'DESC' }, filter: { status: 'completed' } });
    expect(calls).toEqual([{ resource: 'bookings', params: { pagination: { page: 2, perPage: 5 }, sort: { field: 'startsAt', order: 'DESC' }, filter: { status: 'completed', clientId: 'u-1' } } }]);
    expect(provider.getList).toBe(base.getList);
  });
});
