import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Account deletion: the testimonials quoting reviews the person wrote (their consent ends with the
 * account) or about them are deleted. Content knows reviews by id only: the caller passes them.
 * (Gallery pairs of their visits leave through booking's withdrawn-consent flow.)
 */
export const contentErasure =
  (em: () => EntityManager) =>
  async (reviewIds: string[]): Promise<void> => {
    if (!reviewIds.length) return;
    await em().execute('delete from content_testimonials where review_id = any(?::uuid[])', [`{${reviewIds.join(',')}}`]);
  };
