import type { Frequency, Message } from '../domain/message.js';
import { digestEmail } from './message-emails.js';
import type { MessagingDeps } from './ports.js';

const BATCH = 500;

/**
 * The scheduled digest (daily, weekly or monthly): each user with that frequency gets one email
 * listing their unread messages not yet notified, once. Rows are taken with FOR UPDATE SKIP LOCKED
 * and marked notified in the same transaction as the email, so concurrent runs on several
 * instances never send the same message twice. Returns how many emails were sent.
 */
export const sendDigests = (deps: MessagingDeps) => async (frequency: Exclude<Frequency, 'instant'>): Promise<number> => {
  let sent = 0;
  for (;;) {
    const { emails, taken } = await deps.tx.run(async () => {
      const now = deps.clock.now();
      const batch = await deps.messages.lockDigestBatch(frequency, now, BATCH);
      const byRecipient = new Map<string, Message[]>();
      for (const m of batch) byRecipient.set(m.recipientId, [...(byRecipient.get(m.recipientId) ?? []), m]);
      const accounts = new Map((await deps.accounts.findMany([...new Set(batch.flatMap((m) => [m.recipientId, m.senderId]))])).map((a) => [a.id, a]));
      let emails = 0;
      for (const [recipientId, messages] of byRecipient) {
        const to = accounts.get(recipientId);
        if (to?.active) {
          // One line per conversation (a series' visits share one), linked to the visit of its latest message.
          const perConversation = new Map<string, { bookingId: string; senderName: string; count: number }>();
          for (const m of messages) {
            const key = `${m.conversationId}:${m.senderId}`;
            const c = perConversation.get(key) ?? { bookingId: m.bookingId, senderName: accounts.get(m.senderId)?.name ?? 'Éclat', count: 0 };
            c.count++;
            c.bookingId = m.bookingId;
            perConversation.set(key, c);
          }
          await deps.mailer.send(digestEmail(deps, to, [...perConversation.values()]));
          emails++;
        }
        // Inactive accounts are marked too: they must not be emailed later in a burst.
        await deps.messages.markNotified(messages.map((m) => m.id), now);
      }
      return { emails, taken: batch.length };
    });
    sent += emails;
    if (taken < BATCH) return sent;
  }
};
