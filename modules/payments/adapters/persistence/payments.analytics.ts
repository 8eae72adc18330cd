import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * For the console's dashboard (issue #16): refused charges (remainders and late-cancellation fees)
 * the `payments-remainder-retry` job will try again, and the money they carry. Once the retries run
 * out (`next_retry_at` cleared) the client is asked to pay; those are no longer counted here.
 */
export const awaitingRetry = (em: () => EntityManager) => async (): Promise<{ count: number; amountCents: number }> => {
  const [row] = await em().execute<{ n: string; cents: string }[]>(
    `select count(*) as n, coalesce(sum(amount_cents), 0) as cents from payment_charges where next_retry_at is not null and status in ('failed', 'requires_action')`,
  );
  return { count: Number(row?.n ?? 0), amountCents: Number(row?.cents ?? 0) };
};
