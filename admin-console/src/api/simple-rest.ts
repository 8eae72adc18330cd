import type { PaginationPayload, SortPayload } from 'react-admin';

// ra-data-simple-rest conventions, as the API's list endpoints expect them
// (see openapi.yaml, "Lists for the console"). Pure functions, unit-tested.

/** The contract serves at most 100 rows per request. */
export const MAX_ROWS = 100;

export const DEFAULT_PAGINATION: PaginationPayload = { page: 1, perPage: 25 };

/** react-admin's page/perPage -> inclusive `[from, to]`, capped at MAX_ROWS rows. */
export function toRange({ page, perPage }: PaginationPayload): [number, number] {
  const from = (page - 1) * perPage;
  return [from, from + Math.max(1, Math.min(perPage, MAX_ROWS)) - 1];
}

export function toListQuery(
  filter: Record<string, unknown>,
  pagination: PaginationPayload,
  sort: SortPayload,
): { filter: string; range: string; sort: string } {
  return {
    filter: JSON.stringify(filter),
    range: JSON.stringify(toRange(pagination)),
    sort: JSON.stringify([sort.field, sort.order]),
  };
}

/** `users 0-24/319` -> 319. */
export function parseTotal(contentRange: string | null): number {
  const total = contentRange?.match(/\/(\d+)\s*$/)?.[1];
  if (total === undefined) {
    throw new Error(
      'Éclat console: the list answer has no usable Content-Range header (expected "users 0-24/319").',
    );
  }
  return Number(total);
}

/** Splits ids into groups the list endpoint accepts in one request. */
export function chunk<T>(items: readonly T[], size = MAX_ROWS): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
