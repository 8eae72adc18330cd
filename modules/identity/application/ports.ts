import type { FlowEvents } from '../../../src/shared/flow-events.js';
import type { User, Role, UserStatus } from '../domain/user.js';
import type { Session, SessionPolicy } from '../domain/session.js';
import type { Clock } from '../../../src/shared/clock.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';
import type { FileStorage } from '../../../src/shared/file-storage.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { FileDisposal } from '../../../src/shared/file-disposal.js';
import type { EncodedImage } from '../../../src/shared/sharp-image-variants.js';
import type { LinkedIdentity, PendingLink, SocialProvider } from '../domain/sign-in-methods.js';
import type { Passkey } from '../domain/passkey.js';

export type Translate = (code: string, locale: Locale) => string;

export interface UserListQuery {
  q?: string;
  role?: Role | 'none';
  status?: UserStatus;
  ids?: string[];
  /** Quebec days of sign-up, inclusive (YYYY-MM-DD). */
  createdFrom?: string;
  createdTo?: string;
  sort: { field: 'name' | 'email' | 'role' | 'status' | 'createdAt' | 'lastLoginAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** A suspension or reactivation by an admin (issue #41), with the reason given to the person. */
export interface StatusChange {
  id: string;
  userId: string;
  status: 'active' | 'suspended';
  reason: string | null;
  adminId: string;
  at: Date;
}

export interface StatusHistoryRepository {
  record(change: StatusChange): Promise<void>;
  /** The person's changes, newest first (at most 200), each with its admin's name while their account exists. */
  of(userId: string): Promise<(StatusChange & { adminName: string | null })[]>;
}

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  /** These accounts (deleted ones left out), in one query; order not guaranteed. */
  findByIds(ids: string[]): Promise<User[]>;
  findByEmail(email: string): Promise<User | null>;
  /** Inserts at once; the unique email index decides between concurrent sign-ups. */
  add(user: User): Promise<'added' | 'email_taken'>;
  /** Persists changes made to loaded users (and anything else pending in this unit of work). */
  flush(): Promise<'saved' | 'email_taken'>;
  list(query: UserListQuery): Promise<{ items: User[]; total: number }>;
  /**
   * Active accounts (not suspended, not deleted) whose id is after `afterId`, by id, at most `limit`;
   * `exceptRole` leaves that role out (accounts without a role stay in). Keyset pages over every account.
   */
  listActiveAfter(afterId: string | null, limit: number, exceptRole: Role | null): Promise<User[]>;
}

export type CallerAccount = Pick<User, 'id' | 'role' | 'locale' | 'status' | 'deletedAt'>;

export interface SessionRepository {
  add(session: Session): Promise<void>;
  /** The session of this token with what authentication needs of its account, in one read (every request asks). */
  findCaller(tokenHash: string): Promise<{ session: Session; account: CallerAccount } | null>;
  /** Of these sessions, those not revoked, not past their absolute expiry, whose account is active. */
  stillValid(sessionIds: string[], now: Date): Promise<string[]>;
  revoke(sessionId: string, now: Date): Promise<void>;
  revokeAllOf(userId: string, now: Date, exceptSessionId?: string): Promise<void>;
  touch(sessionId: string, now: Date): Promise<void>;
  /** When this session began (its sign-in: sessions rotate at every sign-in); null when unknown. */
  signedInAt(sessionId: string): Promise<Date | null>;
}

export interface PasswordResetRepository {
  add(reset: { id: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void>;
  /** Marks the token used and returns its user, atomically, so a link works exactly once. */
  consume(tokenHash: string, now: Date): Promise<string | null>;
  invalidateAllOf(userId: string, now: Date): Promise<void>;
}

export interface LinkedIdentityRepository {
  find(provider: SocialProvider, subject: string): Promise<LinkedIdentity | null>;
  listOf(userId: string): Promise<LinkedIdentity[]>;
  /** Inserts at once; the unique keys decide between two links of the same identity or provider. */
  add(identity: LinkedIdentity): Promise<'added' | 'taken'>;
  remove(userId: string, provider: SocialProvider): Promise<LinkedIdentity | null>;
  touch(id: string, now: Date): Promise<void>;
}

export interface PendingLinkRepository {
  add(link: PendingLink): Promise<void>;
  /** Removes and returns the unexpired pending link of this token, atomically (it completes once). */
  consume(tokenHash: string, now: Date): Promise<PendingLink | null>;
}

/** What a provider asserted about the person, from a validated ID token. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The values that tie a provider's answer to the sign-in this browser started (kept in a signed cookie). */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** OpenID Connect providers (adapter: openid-client). */
export interface SocialSignInPort {
  /** The configured providers, for the sign-in buttons. */
  configured(): { id: SocialProvider; label: string | null }[];
  /** The provider's authorization address (code flow, PKCE S256, state and nonce) and the checks to keep. */
  begin(provider: SocialProvider, redirectUri: string): Promise<{ url: string; checks: AuthorizationChecks }>;
  /** Exchanges the code of this callback address and validates the ID token; throws when anything does not match. */
  finish(provider: SocialProvider, callbackUrl: URL, checks: AuthorizationChecks): Promise<ProviderIdentity>;
}

export interface PasskeyRepository {
  listOf(userId: string): Promise<Passkey[]>;
  findByCredentialId(credentialId: string): Promise<Passkey | null>;
  /** Inserts at once; the unique credential id refuses a passkey registered twice. */
  add(passkey: Passkey): Promise<'added' | 'taken'>;
  remove(userId: string, id: string): Promise<Passkey | null>;
  recordUse(id: string, counter: number, now: Date): Promise<void>;
}

/** A verified new credential, as the ceremony's library read it. */
export interface RegisteredCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

/** WebAuthn ceremonies (adapter: @simplewebauthn/server); options are the browser's JSON, challenges base64url. */
export interface PasskeyCeremonies {
  registrationOptions(user: { id: string; email: string; name: string }, existing: Passkey[]): Promise<{ options: object; challenge: string }>;
  /** The credential when the response answers this challenge for our site (origin, RP id, user verification), else null. */
  verifyRegistration(response: unknown, challenge: string): Promise<RegisteredCredential | null>;
  signInOptions(): Promise<{ options: object; challenge: string }>;
  /** The new signature counter when the assertion is valid for this passkey and challenge, else null. */
  verifySignIn(response: unknown, challenge: string, passkey: Passkey): Promise<{ counter: number } | null>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface Transactor {
  /** Runs `work` in one database transaction; repositories used inside share it. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface IdentitySettings {
  publicUrl: string;
  session: SessionPolicy;
  passwordResetMinutes: number;
  /** Minutes after signing in during which a passwordless account may add a password. */
  recentSignInMinutes: number;
  rateLimits: {
    login: { perIp: number; perEmail: number; windowSeconds: number };
    signup: { perIp: number; windowSeconds: number };
    forgotPassword: { perIp: number; perEmail: number; windowSeconds: number };
    social: { perIp: number; windowSeconds: number };
  };
  /** Minutes a started social sign-in and a pending link stay valid. */
  social: { flowMinutes: number; pendingLinkMinutes: number };
  /** Passkeys an account may hold, and minutes a ceremony's challenge stays valid. */
  passkeys: { maxPerAccount: number; challengeMinutes: number };
}

/** Profile pictures re-encoded from the uploaded bytes: nothing of the original file (metadata, trailing bytes) is kept. */
export interface AvatarImages {
  /** A square-bounded WebP picture and its AVIF/WebP variants, or null when the bytes are not a readable image. */
  toAvatar(data: Buffer): Promise<EncodedImage | null>;
}

export interface IdentityDeps {
  users: UserRepository;
  sessions: SessionRepository;
  resets: PasswordResetRepository;
  identities: LinkedIdentityRepository;
  pendingLinks: PendingLinkRepository;
  social: SocialSignInPort;
  passkeys: PasskeyRepository;
  ceremonies: PasskeyCeremonies;
  statusHistory: StatusHistoryRepository;
  /** Notices that follow a committed change (a linked or unlinked provider), through the outbox. */
  notices: Mailer;
  hasher: PasswordHasher;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  files: FileStorage;
  /** Deletes the files of a replaced or removed picture once the change commits (the outbox's `files.delete`). */
  fileDisposal: FileDisposal;
  images: AvatarImages;
  clock: Clock;
  tx: Transactor;
  settings: IdentitySettings;
  /** Cross-module flows: a deleted account starts `identity.account_deleted` (every module forgets the person). */
  flows?: FlowEvents;
  /**
   * Told, inside the same transaction, that an account's name, picture, status or existence changed
   * (the shell passes it on to modules that copy account facts, e.g. cleaners' search read model).
   */
  onAccountChanged?: (userId: string) => Promise<void>;
  /**
   * Told, inside the sign-up's transaction, that an account was created with the terms accepted (the
   * shell records the accepted version and language with the legal module). Throwing undoes the sign-up.
   */
  onSignedUp?: (event: { userId: string; termsVersion: string | null; termsLanguage: Locale | null }) => Promise<void>;
  /**
   * The terms of use (legal module, wired by the shell): whether the account accepted the version in
   * force, and recording an acceptance inside the caller's transaction (throwing undoes it: e.g. a
   * version no longer in force). Social accounts accept them when they choose their role.
   */
  terms?: {
    accepted(userId: string): Promise<boolean>;
    record(event: { userId: string; termsVersion: string | null; termsLanguage: Locale | null }): Promise<void>;
  };
  /**
   * The person's open visits (pending, confirmed, in progress) as client or cleaner, soonest first (the
   * booking module, wired by the shell). Deleting the account waits until there are none.
   */
  openVisits?: (userId: string) => Promise<{ id: string; startsAt: Date; status: string }[]>;
}
