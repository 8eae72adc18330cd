import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../../src/shared/clock.js';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion: the person's codes stop working (random codes, no name in them). Referrals and
 * rewards stay, ids and amounts only: the other party's rewards rest on them, and rewards used on a
 * booking or paid to a cleaner are part of those financial records. Credits the person had not used lapse.
 */
export const referralsErasure =
  (em: () => EntityManager, clock: Clock) =>
  async (subject: ErasureSubject): Promise<void> => {
    const now = clock.now();
    await em().execute(`update referral_rewards set status = 'cancelled', updated_at = ? where user_id = ? and status in ('pending', 'available')`, [now, subject.userId]);
    await em().execute('update referral_codes set active = false, deleted_at = coalesce(deleted_at, ?) where owner_id = ?', [now, subject.userId]);
  };
