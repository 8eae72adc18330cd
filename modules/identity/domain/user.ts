import type { Locale } from '../../../src/shared/locale.js';
import type { StoredImageSize } from '../../../src/shared/image-variants.js';

export type Role = 'client' | 'cleaner' | 'admin';
export type UserStatus = 'active' | 'suspended';

export const ROLES: readonly Role[] = ['client', 'cleaner', 'admin'];

/** Spec section 3 (Client onboarding, cleaner profile): the same four choices. */
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

/** A person with an account. Deleted accounts stay as anonymised rows so that history keeps its ids. */
export class User {
  id!: string;
  email!: string;
  name!: string;
  passwordHash!: string | null;
  profilePic!: string | null;
  /** Size of the picture and the widths of its AVIF/WebP variants; null without one, or for one stored before variants. */
  profilePicSize!: StoredImageSize | null;
  role!: Role | null;
  locale!: Locale;
  dateOfBirth!: string | null;
  gender!: Gender | null;
  /** When a client finished /client-onboarding (welcome, gender, first property, celebration). */
  clientOnboardedAt!: Date | null;
  status!: UserStatus;
  /** Made up by the development demo seed (issue #35): shown to the public with a "Démo" badge. */
  isDemo!: boolean;
  lastLoginAt!: Date | null;
  deletedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static create(input: {
    id: string;
    email: string;
    name: string;
    passwordHash: string | null;
    dateOfBirth: string | null;
    locale: Locale;
    now: Date;
    role?: Role | null;
    isDemo?: boolean;
  }): User {
    const user = new User();
    Object.assign(user, {
      id: input.id,
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      passwordHash: input.passwordHash,
      profilePic: null,
      profilePicSize: null,
      role: input.role ?? null,
      locale: input.locale,
      dateOfBirth: input.dateOfBirth,
      gender: null,
      clientOnboardedAt: null,
      status: 'active',
      isDemo: input.isDemo ?? false,
      lastLoginAt: null,
      deletedAt: null,
      createdAt: input.now,
      updatedAt: input.now,
    });
    return user;
  }

  isActive(): boolean {
    return isActiveAccount(this);
  }

  /** Idempotent: the first completion is the one remembered. */
  completeClientOnboarding(now: Date): void {
    this.clientOnboardedAt ??= now;
    this.updatedAt = now;
  }

  touch(now: Date): void {
    this.updatedAt = now;
  }

  /** Erases personal data but keeps the row, so bookings and reviews keep a (now anonymous) author. */
  anonymise(now: Date): void {
    this.email = `deleted-${this.id}@deleted.invalid`;
    this.name = 'Utilisateur supprimé';
    this.passwordHash = null;
    this.profilePic = null;
    this.profilePicSize = null;
    this.dateOfBirth = null;
    this.gender = null;
    this.status = 'suspended';
    this.deletedAt = now;
    this.updatedAt = now;
  }
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** An account may act: not suspended, not deleted. */
export const isActiveAccount = (account: Pick<User, 'status' | 'deletedAt'>): boolean => account.status === 'active' && account.deletedAt === null;
