import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * For the console's dashboard (issue #16): accounts created in [start, end) that chose the client or
 * the cleaner role, deleted ones included (they were new in that period). Uses identity_users_created_at_idx.
 */
export const newAccounts = (em: () => EntityManager) => async (start: Date, end: Date): Promise<{ clients: number; cleaners: number }> => {
  const rows = await em().execute<{ role: 'client' | 'cleaner'; n: string }[]>(
    `select role, count(*) as n from identity_users where created_at >= ? and created_at < ? and role in ('client', 'cleaner') group by role`,
    [start, end],
  );
  const n = (role: string) => Number(rows.find((r) => r.role === role)?.n ?? 0);
  return { clients: n('client'), cleaners: n('cleaner') };
};
