import { EntitySchema } from '@mikro-orm/core';
import { User, type Gender, type Role, type UserStatus } from '../../domain/user.js';
import { Session } from '../../domain/session.js';
import { LinkedIdentity, PendingLink, type SocialProvider } from '../../domain/sign-in-methods.js';
import { Passkey } from '../../domain/passkey.js';
import type { Locale } from '../../../../src/shared/locale.js';

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'identity_users',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'text' },
    name: { type: 'text' },
    passwordHash: { type: 'text', nullable: true },
    profilePic: { type: 'text', nullable: true },
    profilePicSize: { type: 'json', columnType: 'jsonb', nullable: true },
    role: { type: 'text', nullable: true, runtimeType: 'string' as unknown as Role },
    locale: { type: 'text', runtimeType: 'string' as unknown as Locale },
    dateOfBirth: { type: 'date', nullable: true, runtimeType: 'string' },
    gender: { type: 'text', nullable: true, runtimeType: 'string' as unknown as Gender },
    clientOnboardedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    status: { type: 'text', runtimeType: 'string' as unknown as UserStatus },
    isDemo: { type: 'boolean', default: false },
    lastLoginAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    deletedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'identity_sessions',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    tokenHash: { type: 'text' },
    rememberMe: { type: 'boolean' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    lastSeenAt: { type: 'datetime', columnType: 'timestamptz' },
    expiresAt: { type: 'datetime', columnType: 'timestamptz' },
    revokedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});

/** A single-use password reset link; only the token's hash is stored. */
export class PasswordReset {
  id!: string;
  userId!: string;
  tokenHash!: string;
  expiresAt!: Date;
  usedAt!: Date | null;
  createdAt!: Date;
}

export const PasswordResetSchema = new EntitySchema<PasswordReset>({
  class: PasswordReset,
  tableName: 'identity_password_resets',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    tokenHash: { type: 'text' },
    expiresAt: { type: 'datetime', columnType: 'timestamptz' },
    usedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});

export const LinkedIdentitySchema = new EntitySchema<LinkedIdentity>({
  class: LinkedIdentity,
  tableName: 'identity_linked_identities',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    provider: { type: 'text', runtimeType: 'string' as unknown as SocialProvider },
    subject: { type: 'text' },
    email: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    lastUsedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});

export const PendingLinkSchema = new EntitySchema<PendingLink>({
  class: PendingLink,
  tableName: 'identity_pending_links',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    provider: { type: 'text', runtimeType: 'string' as unknown as SocialProvider },
    subject: { type: 'text' },
    email: { type: 'text' },
    tokenHash: { type: 'text' },
    expiresAt: { type: 'datetime', columnType: 'timestamptz' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});

export const PasskeySchema = new EntitySchema<Passkey>({
  class: Passkey,
  tableName: 'identity_passkeys',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    credentialId: { type: 'text' },
    publicKey: { type: 'text' },
    counter: { type: 'integer', columnType: 'bigint' },
    transports: { type: 'json', columnType: 'jsonb' },
    name: { type: 'text' },
    deviceType: { type: 'text', runtimeType: 'string' as unknown as Passkey['deviceType'] },
    backedUp: { type: 'boolean' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    lastUsedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
