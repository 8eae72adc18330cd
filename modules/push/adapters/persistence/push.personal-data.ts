import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';
import { DEFAULT_PUSH_PREFERENCES } from '../../domain/push-categories.js';

/**
 * The data export (portability): the person's devices as they know them (label, push service's host,
 * when subscribed and last reached) and their choices. The endpoint's path and the keys are the
 * device's secrets, of no use to the person, and are left out.
 */
export const pushPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const devices = await em().execute<{ endpoint: string; label: string; created_at: Date; last_used_at: Date | null }[]>(
      'select endpoint, label, created_at, last_used_at from push_subscriptions where user_id = ? order by created_at',
      [subject.userId],
    );
    const [choices] = await em().execute<Record<string, unknown>[]>('select new_request, booking_answer, messages, reminders, payouts, updated_at from push_preferences where user_id = ?', [subject.userId]);
    return {
      data: {
        devices: devices.map(({ endpoint, ...rest }) => ({ ...exportRow(rest), pushService: new URL(endpoint).host })),
        preferences: choices ? exportRow(choices) : exportRow({ ...DEFAULT_PUSH_PREFERENCES, updated_at: null }),
      },
      files: [],
    };
  };

/** Account deletion: the person's devices stop getting pushes and their choices go. */
export const pushErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    await em().execute('delete from push_subscriptions where user_id = ?', [subject.userId]);
    await em().execute('delete from push_preferences where user_id = ?', [subject.userId]);
  };
