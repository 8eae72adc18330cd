import type { EntityManager } from '@mikro-orm/postgresql';

/** Retention: one batch of sessions that ended (signed out, revoked or expired) before `before`. */
export const purgeEndedSessions =
  (em: () => EntityManager) =>
  async (before: Date, limit: number): Promise<number> => {
    const rows = await em().execute<{ id: string }[]>(
      `delete from identity_sessions where id in (
         select id from identity_sessions where coalesce(revoked_at, expires_at) < ? limit ? for update skip locked) returning id`,
      [before, limit],
    );
    return rows.length;
  };
