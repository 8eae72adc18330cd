import type { DataProvider, GetManyReferenceParams, RaRecord } from 'react-admin';

/**
 * react-admin's getManyReference as the list with one more filter (`{ [target]: id }`): every console
 * list the person's page shows (bookings by clientId or cleanerId, cases by userId, payouts, reviews and
 * reports by cleanerId) already filters so on the server (issue #41: a person's page shows their history).
 * A proxy rather than a spread: the providers below are combined per resource by a proxy of their own.
 */
export function withManyReference(provider: DataProvider): DataProvider {
  const getManyReference = <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
    provider.getList<R>(resource, {
      pagination: params.pagination,
      sort: params.sort,
      filter: { ...params.filter, [params.target]: params.id },
      ...(params.signal ? { signal: params.signal } : {}),
    });
  return new Proxy(provider, {
    get: (target, name, receiver) => (name === 'getManyReference' ? getManyReference : Reflect.get(target, name, receiver)),
  });
}
