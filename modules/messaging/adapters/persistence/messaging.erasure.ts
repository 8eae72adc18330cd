import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion: the person's conversations are deleted whole (a conversation is between two parties,
 * for a visit or a series; the other party's side would be addressed to nobody), with their preferences,
 * instant-email throttles and live connections. Every message of a conversation is between its two
 * parties, so these are exactly the messages the person sent or received: a visit of a series since
 * given to another cleaner keeps that cleaner's conversation.
 */
export const messagingErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    const id = subject.userId;
    await em().execute('delete from messaging_messages where sender_id = ? or recipient_id = ?', [id, id]);
    await em().execute('delete from messaging_instant_notices where recipient_id = ?', [id]);
    await em().execute('delete from messaging_preferences where user_id = ?', [id]);
    await em().execute('delete from messaging_presence where user_id = ?', [id]);
  };
