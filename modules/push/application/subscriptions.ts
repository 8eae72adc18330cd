import { deviceLabel } from '../domain/device-label.js';
import { endpointProblem, keysProblem, type PushSubscriptionRecord } from '../domain/push-subscription.js';
import { pushErrors } from '../domain/push.errors.js';
import type { PushDeps } from './ports.js';

/** What the web app sends: PushSubscription.toJSON() of this browser. */
export interface SubscribeInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** POST /api/users/me/push-subscriptions: this device gets this person's pushes (again, for a known endpoint). */
export const subscribe =
  (deps: PushDeps) =>
  async (userId: string, input: SubscribeInput, userAgent: string | undefined): Promise<{ record: PushSubscriptionRecord; created: boolean }> => {
    const problem = endpointProblem(input.endpoint, { allowLocal: deps.settings.allowLocalEndpoints });
    if (problem === 'https_required') throw pushErrors.httpsRequired();
    if (problem) throw pushErrors.invalidEndpoint();
    const bad = keysProblem(input.keys);
    if (bad) throw pushErrors.invalidKeys(bad);
    return deps.subscriptions.save(
      { id: deps.newId(), userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label: deviceLabel(userAgent), createdAt: deps.clock.now() },
      deps.settings.maxSubscriptionsPerAccount,
    );
  };

/** DELETE /api/users/me/push-subscriptions: this device stops; only its own person can do it. */
export const unsubscribe =
  (deps: PushDeps) =>
  async (userId: string, endpoint: string): Promise<void> => {
    if (!(await deps.subscriptions.remove(userId, endpoint))) throw pushErrors.subscriptionNotFound();
  };
