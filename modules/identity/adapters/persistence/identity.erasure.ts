import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion: the account row itself was anonymised in the deletion's transaction (it keeps its
 * id, to which bookings and invoices refer); its sessions, password reset requests, linked sign-in
 * providers, pending links, passkeys and suspension history are deleted.
 */
export const identityErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    await em().execute('delete from identity_sessions where user_id = ?', [subject.userId]);
    await em().execute('delete from identity_password_resets where user_id = ?', [subject.userId]);
    await em().execute('delete from identity_linked_identities where user_id = ?', [subject.userId]);
    await em().execute('delete from identity_pending_links where user_id = ?', [subject.userId]);
    await em().execute('delete from identity_passkeys where user_id = ?', [subject.userId]);
    await em().execute('delete from identity_status_changes where user_id = ?', [subject.userId]);
  };
