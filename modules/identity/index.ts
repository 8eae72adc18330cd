import { purgeEndedSessions } from './adapters/persistence/identity.retention.js';
import type { FlowEvents } from '../../src/shared/flow-events.js';
import { identityErasure } from './adapters/persistence/identity.erasure.js';
import { sharpAvatarImages } from './adapters/sharp-avatar.adapter.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { CleanerReliability } from './adapters/http/admin-users.routes.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { RateLimiter } from '../../src/shared/rate-limiter.js';
import type { FileStorage } from '../../src/shared/file-storage.js';
import { afterCommitDisposal, type FileDisposal } from '../../src/shared/file-disposal.js';
import type { Locale } from '../../src/shared/locale.js';
import type { IdentityDeps, IdentitySettings, Translate } from './application/ports.js';
import { authenticate } from './application/authenticate.js';
import { accountsReader } from './application/accounts.js';
import { LinkedIdentitySchema, PasskeySchema, PasswordResetSchema, PendingLinkSchema, SessionSchema, UserSchema } from './adapters/persistence/identity.schema.js';
import { IdentitySocialSignIn } from './adapters/persistence/migrations/2026113001-identity-social-sign-in.js';
import { openIdClientSignIn, type OidcProviderSettings } from './adapters/openid-client.adapter.js';
import { socialRouter } from './adapters/http/social.routes.js';
import { passkeysRouter } from './adapters/http/passkeys.routes.js';
import { simpleWebAuthnCeremonies } from './adapters/simplewebauthn.adapter.js';
import { IdentityPasskeys } from './adapters/persistence/migrations/2026113002-identity-passkeys.js';
import { IdentityChangedNotify } from './adapters/persistence/migrations/2026120410-identity-changed-notify.js';
import { IdentityDemoAccounts } from './adapters/persistence/migrations/2026120600-identity-demo-accounts.js';
import { IdentityStatusChanges } from './adapters/persistence/migrations/2026121220-identity-status-changes.js';
import { PgStatusHistoryRepository } from './adapters/persistence/status-history.repository.js';
import { CachedSessionRepository, type SessionInvalidations } from './adapters/persistence/session-cache.js';
import { isSessionLive } from './domain/session.js';
import { isActiveAccount } from './domain/user.js';
import {
  MikroOrmPasskeyRepository,
  MikroOrmLinkedIdentityRepository,
  MikroOrmPendingLinkRepository,
  MikroOrmPasswordResetRepository,
  MikroOrmSessionRepository,
  MikroOrmUserRepository,
} from './adapters/persistence/identity.repositories.js';
import { IdentityInit } from './adapters/persistence/migrations/2026112201-identity-init.js';
import { IdentityGender } from './adapters/persistence/migrations/2026112221-identity-gender.js';
import { IdentityAvatarVariants } from './adapters/persistence/migrations/2026112830-identity-avatar-variants.js';
import { argon2Hasher } from './adapters/argon2.hasher.js';
import { identityPersonalData } from './adapters/persistence/identity.personal-data.js';
import { newAccounts } from './adapters/persistence/identity.analytics.js';
import { identityRouter } from './adapters/http/identity.routes.js';
import { giveDemoPictures } from './application/demo-pictures.js';
import { adminUsersRouter } from './adapters/http/admin-users.routes.js';

import type { Role } from './domain/user.js';
export { ACCOUNT_DELETED, type AccountDeleted } from './application/delete-account.js';
export type { Role, UserStatus, Gender } from './domain/user.js';
export type { AccountSummary } from './application/accounts.js';
export type { IdentitySettings } from './application/ports.js';
export { IDENTITY_CHANGED_CHANNEL, type SessionInvalidations } from './adapters/persistence/session-cache.js';


/** Tables and migrations, known before the ORM starts. */
export const identityPersistence = {
  entities: [UserSchema, SessionSchema, PasswordResetSchema, LinkedIdentitySchema, PendingLinkSchema, PasskeySchema],
  migrations: [
    { name: '2026112201-identity-init', class: IdentityInit },
    { name: '2026112221-identity-gender', class: IdentityGender },
    { name: '2026112830-identity-avatar-variants', class: IdentityAvatarVariants },
    { name: '2026113001-identity-social-sign-in', class: IdentitySocialSignIn },
    { name: '2026113002-identity-passkeys', class: IdentityPasskeys },
    { name: '2026120410-identity-changed-notify', class: IdentityChangedNotify },
    { name: '2026120600-identity-demo-accounts', class: IdentityDemoAccounts },
    { name: '2026121220-identity-status-changes', class: IdentityStatusChanges },
  ] satisfies MigrationObject[],
};

export interface IdentityModuleDeps {
  em: () => EntityManager;
  mailer: Mailer;
  /** Notices that follow a committed change (linked or unlinked sign-in methods): the outbox's mailer. Default: mailer. */
  notices?: Mailer;
  /** Configured OpenID Connect providers (social sign-in); none: no buttons. */
  oidcProviders?: OidcProviderSettings[];
  /** Signs the social sign-in's flow cookie and the passkey ceremonies' challenge cookie. */
  appSecret: string;
  /** Origins passkey answers are accepted from (the site's own: PUBLIC_URL and ALLOWED_ORIGINS). */
  passkeyOrigins?: string[];
  rateLimiter: RateLimiter;
  files: FileStorage;
  /** Deletes the files of a replaced or removed picture once the change commits (the outbox); default: right after the commit. */
  fileDisposal?: FileDisposal;
  clock: Clock;
  settings: IdentitySettings;
  secureCookies: boolean;
  translate: Translate;
  /** See IdentityDeps.flows. */
  flows?: FlowEvents;
  /** See IdentityDeps.onAccountChanged. */
  onAccountChanged?: (userId: string) => Promise<void>;
  /** The console's users: cleaners' no-shows and completion rate (booking and reviews, late-bound; issue #36). */
  cleanerReliability?: CleanerReliability;
  /** See IdentityDeps.onSignedUp. */
  onSignedUp?: IdentityDeps['onSignedUp'];
  /** See IdentityDeps.terms. */
  terms?: IdentityDeps['terms'];
  /** See IdentityDeps.openVisits. */
  openVisits?: IdentityDeps['openVisits'];
  /**
   * Changes to sessions and accounts announced by every instance (PostgreSQL NOTIFY). With them, and a
   * positive `sessionCacheSeconds`, the process caches who holds each token; without them, no cache.
   */
  invalidations?: SessionInvalidations;
  /** How long a cached caller is reused at most (SESSION_CACHE_SECONDS); 0: no cache. */
  sessionCacheSeconds?: number;
}

export function createIdentityModule(d: IdentityModuleDeps) {
  const sessions = sessionRepository(d);
  const deps: IdentityDeps = {
    users: new MikroOrmUserRepository(d.em, sessions instanceof CachedSessionRepository ? (ids) => sessions.accountsSaved(ids) : undefined),
    sessions,
    resets: new MikroOrmPasswordResetRepository(d.em),
    identities: new MikroOrmLinkedIdentityRepository(d.em),
    pendingLinks: new MikroOrmPendingLinkRepository(d.em),
    statusHistory: new PgStatusHistoryRepository(d.em),
    social: openIdClientSignIn(d.oidcProviders ?? []),
    notices: d.notices ?? d.mailer,
    passkeys: new MikroOrmPasskeyRepository(d.em),
    ceremonies: simpleWebAuthnCeremonies({
      rpName: 'Éclat',
      rpId: new URL(d.settings.publicUrl).hostname,
      origins: d.passkeyOrigins ?? [new URL(d.settings.publicUrl).origin],
    }),
    hasher: argon2Hasher,
    mailer: d.mailer,
    rateLimiter: d.rateLimiter,
    files: d.files,
    fileDisposal: d.fileDisposal ?? afterCommitDisposal(d.files),
    images: sharpAvatarImages,
    clock: d.clock,
    tx: new OrmTransactor(d.em),
    settings: d.settings,
    ...(d.flows ? { flows: d.flows } : {}),
    ...(d.onAccountChanged ? { onAccountChanged: d.onAccountChanged } : {}),
    ...(d.onSignedUp ? { onSignedUp: d.onSignedUp } : {}),
    ...(d.openVisits ? { openVisits: d.openVisits } : {}),
    ...(d.terms ? { terms: d.terms } : {}),
  };
  const auth = authenticate(deps);
  return {
    routers: [
      identityRouter(deps, { secureCookies: d.secureCookies, translate: d.translate }),
      socialRouter(deps, { secureCookies: d.secureCookies, appSecret: d.appSecret, rememberDays: deps.settings.session.rememberMeDays }),
      passkeysRouter(deps, { secureCookies: d.secureCookies, appSecret: d.appSecret }),
      adminUsersRouter(deps, d.cleanerReliability),
    ],
    api: {
      /** Token -> caller, for src/http's auth middleware and the realtime gateway. */
      authenticate: async (token: string) => {
        const found = await auth(token);
        return found ? { userId: found.account.id, role: found.account.role, locale: found.account.locale, sessionId: found.sessionId } : null;
      },
      accounts: accountsReader(deps),
      /**
       * For the realtime gateway's heartbeat: of these sessions, those still valid (not signed out,
       * revoked, expired, or of a suspended or deleted account). Idle expiry is not applied: an open
       * socket is the person using the app.
       */
      validSessions: (sessionIds: string[]) => deps.sessions.stillValid(sessionIds, deps.clock.now()),
      /** The console's dashboard (issue #16): client and cleaner accounts created in [start, end). */
      newAccounts: newAccounts(d.em),
      /** The data export (portability): the account, its sessions' times and the profile picture. */
      personalData: identityPersonalData(d.em, d.files),
      /** Account deletion, after the account row was anonymised: its sessions and reset requests go. */
      erasePersonalData: identityErasure(d.em),
      /** Retention (src/jobs/retention.ts): sessions ended before `before`, one bounded batch. */
      purgeEndedSessions: purgeEndedSessions(d.em),
      /** The demo seed (development only): drawn portraits stored as demo accounts' pictures, as an upload is. */
      giveDemoPictures: giveDemoPictures(deps),
    },
    /** Used by scripts/seed.ts: creates an account with a role, or returns the existing one. */
    deps,
  };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;

function sessionRepository(d: IdentityModuleDeps) {
  const sessions = new MikroOrmSessionRepository(d.em);
  const seconds = d.sessionCacheSeconds ?? 0;
  if (!d.invalidations || seconds <= 0) return sessions;
  return new CachedSessionRepository(sessions, d.invalidations, {
    ttlMs: seconds * 1000,
    usable: ({ session, account }) => isSessionLive(session, d.clock.now(), d.settings.session) && isActiveAccount(account),
  });
}

/** For seeds and test factories: an account with a chosen role, unless the email exists already. */
export async function createUserWithRole(
  deps: IdentityDeps,
  input: { email: string; name: string; password: string; role: Role | null; locale: Locale; dateOfBirth?: string; isDemo?: boolean },
): Promise<'created' | 'exists'> {
  const { User } = await import('./domain/user.js');
  const { newId } = await import('../../src/shared/ids.js');
  if (await deps.users.findByEmail(input.email)) return 'exists';
  const user = User.create({
    id: newId(),
    email: input.email,
    name: input.name,
    passwordHash: await deps.hasher.hash(input.password),
    dateOfBirth: input.dateOfBirth ?? '1990-01-01',
    locale: input.locale,
    now: deps.clock.now(),
    role: input.role,
    isDemo: input.isDemo ?? false,
  });
  return (await deps.users.add(user)) === 'added' ? 'created' : 'exists';
}

/** For the seed's `--reset-demo-passwords`: a new password for an existing account, whose sessions end. */
export async function replacePassword(deps: IdentityDeps, email: string, password: string): Promise<boolean> {
  const passwordHash = await deps.hasher.hash(password);
  return deps.tx.run(async () => {
    const user = await deps.users.findByEmail(email);
    if (!user) return false;
    const now = deps.clock.now();
    user.passwordHash = passwordHash;
    user.touch(now);
    await deps.users.flush();
    await deps.sessions.revokeAllOf(user.id, now);
    return true;
  });
}
