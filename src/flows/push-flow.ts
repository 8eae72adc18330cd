import type { PushNoticeKind, PushNotifier } from '../shared/push-notices.js';
import type { PushSendPayload } from '../../modules/push/index.js';
import type { MessagePush } from '../../modules/messaging/index.js';
import { EXTERNAL_LEASE_MS, type Flow, type Outbox } from './outbox.js';

/**
 * Push notifications go through the outbox (flow `push.send`, docs/decisions.md "Push notifications"),
 * as emails do (mail-flow.ts): written in the change's transaction, sent in the background once it
 * commits, retried when a push service fails, never sent for a change that rolled back. The step reads
 * the person's devices and choice and writes the words in their language at send time. Asked for from
 * within an email-like step (a flow of external steps, e.g. `booking.requested`), it runs inside that
 * step with no row of its own, as `mail.send` does.
 */
export const PUSH_EVENT = 'push.send';

export function pushSend(push: { api: { deliver(p: PushSendPayload): Promise<void> } }): Flow {
  return {
    event: PUSH_EVENT,
    background: true,
    steps: [{ name: 'push.deliver', external: true, run: (p) => push.api.deliver(p as unknown as PushSendPayload) }],
  };
}

/**
 * The modules' `PushNotifier` port backed by the outbox: `notify` only records the push (keyed per recipient).
 * `watch` is the push module's condition (an SQL expression of a uuid, the notice's kind): `watchRead`.
 */
export function outboxPushNotifier(outbox: Pick<Outbox, 'emit'>, watch?: (userExpr: string, kind: PushNoticeKind) => string): PushNotifier {
  return {
    notify: (userId, key, notice) => outbox.emit(PUSH_EVENT, `${userId}:${key}`, { userId, notice } satisfies PushSendPayload as unknown as Record<string, unknown>),
    ...(watch ? { watchRead: (userId: string, kind: PushNoticeKind) => ({ name: `push.watch.${kind}`, text: `select ${watch('$1::uuid', kind)}`, values: [userId], decode: (v: unknown) => v === true }) } : {}),
  };
}

/**
 * A message to a recipient without a live connection (messaging's insert statement, a hot path of one
 * statement): its `push.send` row is written by that statement, only when the recipient has a device
 * and left messages on (`watch`, the push module's rule), so a send to anyone else costs two index
 * probes and no row. The row is leased to this process (EXTERNAL_LEASE_MS), which runs it right after.
 */
export function messagePushAnnouncement(outbox: Pick<Outbox, 'written'>, watch: (userExpr: string) => string): MessagePush {
  const step = 'push.deliver';
  return {
    cte: `pushed as (
           insert into platform_outbox (id, flow, step, key, payload, created_at, available_at)
           select gen_random_uuid(), '${PUSH_EVENT}', '${step}', offline.recipient_id::text || ':message:' || offline.id::text,
                  jsonb_build_object('userId', offline.recipient_id, 'notice', jsonb_build_object('kind', 'new_message', 'bookingId', offline.booking_id, 'senderId', offline.sender_id)),
                  offline.sent_at, offline.sent_at + interval '${EXTERNAL_LEASE_MS / 1000} seconds'
             from offline
            where ${watch('offline.recipient_id')}
           on conflict (flow, step, key) do nothing returning id, split_part(key, ':', 3)::uuid as message_id)`,
    written: (rowId, m) =>
      outbox.written(PUSH_EVENT, `${m.recipientId}:message:${m.id}`, { userId: m.recipientId, notice: { kind: 'new_message', bookingId: m.bookingId, senderId: m.senderId } } satisfies PushSendPayload, { [step]: rowId }),
  };
}
