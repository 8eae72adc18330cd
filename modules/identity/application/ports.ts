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
}

export interface PasswordResetRepository {
  add(reset: { id: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void>;
  /** Marks the token used and returns its user, atomically, so a link works exactly once. */
  consume(tokenHash: string, now: Date): Promise<string | null>;
  invalidateAllOf(userId: string, now: Date): Promise<void>;
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
  rateLimits: {
    login: { perIp: number; perEmail: number; windowSeconds: number };
    signup: { perIp: number; windowSeconds: number };
    forgotPassword: { perIp: number; perEmail: number; windowSeconds: number };
  };
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
}
