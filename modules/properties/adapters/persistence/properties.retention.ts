import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Retention: the Wi-Fi network and password and the access instructions of one batch of properties deleted before
 * `before` are erased (the rest of the row stays: bookings refer to the property). Bookings never
 * copied them (their snapshot leaves them out).
 */
export const eraseDeletedAccessDetails =
  (em: () => EntityManager) =>
  async (before: Date, limit: number): Promise<number> => {
    const rows = await em().execute<{ id: string }[]>(
      `update properties set wifi_name = null, wifi_password = null, access_instructions = null where id in (
         select id from properties where deleted_at < ? and (wifi_name is not null or wifi_password is not null or access_instructions is not null)
          order by deleted_at limit ? for update skip locked) returning id`,
      [before, limit],
    );
    return rows.length;
  };
