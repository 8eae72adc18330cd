import type { NotificationPreferences } from '../domain/message.js';
import type { MessagingDeps } from './ports.js';

export const getPreferences = (deps: MessagingDeps) => (userId: string) => deps.preferences.get(userId);

export const updatePreferences = (deps: MessagingDeps) => async (userId: string, preferences: NotificationPreferences) => {
  await deps.preferences.put(userId, { emailEnabled: preferences.emailEnabled, frequency: preferences.frequency }, deps.clock.now());
  return deps.preferences.get(userId);
};
