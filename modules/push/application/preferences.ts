import type { PushPreferences } from '../domain/push-categories.js';
import type { PushDeps } from './ports.js';

export const getPushPreferences = (deps: PushDeps) => async (userId: string) => ({ preferences: await deps.preferences.get(userId), devices: await deps.subscriptions.countOf(userId) });

export const updatePushPreferences = (deps: PushDeps) => async (userId: string, preferences: PushPreferences) => {
  await deps.preferences.put(userId, preferences, deps.clock.now());
  return getPushPreferences(deps)(userId);
};
