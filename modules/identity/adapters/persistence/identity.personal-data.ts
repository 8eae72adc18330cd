import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../../../src/shared/file-storage.js';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import { avatarKeyOf } from '../../application/upload-avatar.js';

/**
 * The account for its owner's data export: profile, sign-in sessions (times only), password reset
 * requests (times only), linked sign-in providers, links waiting for a password confirmation, passkeys and the account's suspensions and reactivations with their reasons. Never the password hash or any token, even hashed: they are keys, not data.
 */
export const identityPersonalData =
  (em: () => EntityManager, files: FileStorage) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const [account] = await em().execute<Record<string, unknown>[]>(
      `select id, email, name, role, locale, date_of_birth::text as date_of_birth, gender, profile_pic, status,
              client_onboarded_at, last_login_at, created_at, updated_at
         from identity_users where id = ? and deleted_at is null`,
      [subject.userId],
    );
    if (!account) return { data: { account: null }, files: [] };
    const sessions = await em().execute<object[]>(
      'select created_at, last_seen_at, expires_at, revoked_at, remember_me from identity_sessions where user_id = ? order by created_at',
      [subject.userId],
    );
    const resets = await em().execute<object[]>('select created_at, expires_at, used_at from identity_password_resets where user_id = ? order by created_at', [subject.userId]);
    const linkedProviders = await em().execute<object[]>(
      'select provider, subject, email, created_at, last_used_at from identity_linked_identities where user_id = ? order by created_at',
      [subject.userId],
    );
    const pendingLinks = await em().execute<object[]>('select provider, email, created_at, expires_at from identity_pending_links where user_id = ? order by created_at', [subject.userId]);
    // Passkeys: their names and times; the public key and credential id are keys, not data about the person.
    const passkeys = await em().execute<object[]>('select name, device_type, backed_up, created_at, last_used_at from identity_passkeys where user_id = ? order by created_at', [subject.userId]);
    // Suspensions and reactivations of the account, with the reason the team gave (not which admin: staff data).
    const statusChanges = await em().execute<object[]>('select status, reason, created_at from identity_status_changes where user_id = ? order by created_at', [subject.userId]);
    const avatarKey = avatarKeyOf((account.profile_pic as string | null) ?? null);
    const { profile_pic: _picture, ...profile } = account;
    return {
      data: {
        account: { ...exportRow(profile), profilePicture: avatarKey ? 'files/avatar.webp' : null },
        sessions: sessions.map(exportRow),
        passwordResetRequests: resets.map(exportRow),
        linkedSignInProviders: linkedProviders.map(exportRow),
        pendingProviderLinks: pendingLinks.map(exportRow),
        passkeys: passkeys.map(exportRow),
        accountStatusChanges: statusChanges.map(exportRow),
      },
      files: avatarKey ? [{ path: 'avatar.webp', read: async () => (await files.get(avatarKey))?.data ?? null }] : [],
    };
  };
