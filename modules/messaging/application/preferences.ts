import type { OptionalEmailCategory } from '../../../src/shared/email-preferences.js';
import type { NotificationPreferences } from '../domain/message.js';
import type { MessagingDeps } from './ports.js';

export const getPreferences = (deps: MessagingDeps) => (userId: string) => deps.preferences.get(userId);

/** What the settings form sends: the message switches, and the optional categories when it shows them (kept otherwise). */
export type PreferencesUpdate = Pick<NotificationPreferences, 'emailEnabled' | 'frequency'> & Partial<Pick<NotificationPreferences, 'bookingReminders' | 'reviewEmails'>>;

export const updatePreferences = (deps: MessagingDeps) => async (userId: string, update: PreferencesUpdate) => {
  const current = await deps.preferences.get(userId);
  await deps.preferences.put(
    userId,
    {
      emailEnabled: update.emailEnabled,
      frequency: update.frequency,
      bookingReminders: update.bookingReminders ?? current.bookingReminders,
      reviewEmails: update.reviewEmails ?? current.reviewEmails,
    },
    deps.clock.now(),
  );
  return deps.preferences.get(userId);
};

/** For the modules that queue optional emails (booking reminders, review emails): did this person leave them on? */
export const allowsEmail = (deps: MessagingDeps) => async (userId: string, category: OptionalEmailCategory): Promise<boolean> => {
  const p = await deps.preferences.get(userId);
  return category === 'booking_reminders' ? p.bookingReminders : p.reviewEmails;
};
