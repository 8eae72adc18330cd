import { inject } from 'vitest';

/** This worker's database: files running at the same time never share one (database.global-setup.ts). */
export function databaseUrl(): string {
  const urls = inject('databaseUrls');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(Math.max(1, pool) - 1) % urls.length]!;
}
