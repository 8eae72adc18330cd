import { categoryOf } from '../domain/push-categories.js';
import type { PushDeps, PushSendPayload, SendOutcome } from './ports.js';
import { pushDelivery, pushMessage } from './push-texts.js';

/**
 * Step `push.deliver` of the flow `push.send`, after the change committed: the person's devices, if
 * this category is on for them, each get the notice in the person's language. A device the push service
 * no longer knows (404, 410) is forgotten; any other failure fails the step, and the outbox retries it
 * (5 s, 30 s, 2 min, 10 min, then hourly). A retry reaches the devices that had it already too: at
 * least once, and the notification's tag makes the second replace the first on the device.
 */
export const deliverPush =
  (deps: PushDeps) =>
  async ({ userId, notice }: PushSendPayload): Promise<void> => {
    const targets = await deps.subscriptions.targets(userId, categoryOf(notice));
    if (targets.length === 0) return;
    const delivery = pushDelivery(notice, deps.clock.now(), deps.settings.ttlSeconds);
    // A reminder of a visit that has started since: nothing worth waking a phone for.
    if (delivery.ttlSeconds <= 0) return;
    const senderId = notice.kind === 'new_message' ? notice.senderId : null;
    const accounts = await deps.accounts.findMany(senderId ? [userId, senderId] : [userId]);
    const recipient = accounts.find((a) => a.id === userId);
    if (!recipient?.active) return;
    const senderName = senderId ? (accounts.find((a) => a.id === senderId)?.name ?? null) : null;
    const payload = JSON.stringify(pushMessage(notice, recipient.locale, { senderName }));

    const outcomes = await Promise.allSettled(targets.map((t) => deps.sender.send(t, payload, delivery)));
    const settled = (wanted: SendOutcome) =>
      targets.filter((_, i) => {
        const o = outcomes[i]!;
        return o.status === 'fulfilled' && o.value === wanted;
      }).map((t) => t.id);
    const refused = settled('refused');
    if (refused.length) deps.onDropped?.(`push endpoint refused (private address): ${refused.length} subscription(s) dropped`);
    await deps.subscriptions.deleteGone([...settled('gone'), ...refused]);
    await deps.subscriptions.touch(settled('delivered'), deps.clock.now());
    const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed.length) throw new Error(`push to ${failed.length} of ${targets.length} device(s) failed: ${String(failed[0]!.reason instanceof Error ? failed[0]!.reason.message : failed[0]!.reason)}`);
  };
