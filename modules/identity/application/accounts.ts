import type { Locale } from '../../../src/shared/locale.js';
import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import { isActiveAccount, type Role, type User } from '../domain/user.js';
import type { SqlRead } from '../../../src/shared/sql-read.js';
import { avatarImage } from './avatar-picture.js';
import type { IdentityDeps } from './ports.js';

/** What other modules may know of an account: never the password hash, sessions or status history. */
export interface AccountSummary {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  role: Role | null;
  dateOfBirth: string | null;
  profilePic: string | null;
  /** The picture with its AVIF/WebP variants, for `<picture>`; null without a picture. */
  profilePicImage: ResponsiveImageView | null;
  /** False when suspended or deleted. */
  active: boolean;
  /** Made up by the development demo seed: the public sees it labelled "Démo". */
  isDemo: boolean;
}

type Summarized = Pick<User, 'id' | 'name' | 'email' | 'locale' | 'role' | 'dateOfBirth' | 'profilePic' | 'profilePicSize' | 'status' | 'deletedAt' | 'isDemo'>;

const summarize = (u: Summarized): AccountSummary => ({
  id: u.id,
  name: u.name,
  email: u.email,
  locale: u.locale,
  role: u.role,
  dateOfBirth: u.dateOfBirth,
  profilePic: u.profilePic,
  profilePicImage: avatarImage(u),
  active: isActiveAccount(u),
  isDemo: u.isDemo,
});

/**
 * The accounts of these ids that exist (not deleted), as one JSON value, for a use case that reads
 * several modules in one statement (src/shared/sql-read.ts; a booking request, issue #24).
 */
export const summariesRead = (ids: readonly string[]): SqlRead<AccountSummary[]> => ({
  name: 'identity.summaries_read',
  text: `select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'locale', u.locale, 'role', u.role, 'dateOfBirth', u.date_of_birth,
           'profilePic', u.profile_pic, 'profilePicSize', u.profile_pic_size, 'status', u.status, 'isDemo', u.is_demo)), '[]'::json)
           from identity_users u where u.id = any($1::uuid[]) and u.deleted_at is null`,
  values: [[...new Set(ids)]],
  decode: (value) => (value as Omit<Summarized, 'deletedAt'>[]).map((u) => summarize({ ...u, deletedAt: null })),
});

/** Read access to accounts for the other modules, through identity's public surface. */
export const accountsReader = (deps: IdentityDeps) => ({
  /** See summariesRead: `findMany` as a read to run with other modules' reads. */
  summariesRead,
  async find(id: string): Promise<AccountSummary | null> {
    const u = await deps.users.findById(id);
    return u && !u.deletedAt ? summarize(u) : null;
  },
  /** The accounts of these ids that exist, in the order asked (one query: conversation lists and every console page call it). */
  async findMany(ids: string[]): Promise<AccountSummary[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const byId = new Map((await deps.users.findByIds(unique)).map((u) => [u.id, u]));
    return unique.flatMap((id) => {
      const u = byId.get(id);
      return u ? [summarize(u)] : [];
    });
  },
  /** Ids of accounts (of that role, when given) whose name or email contains `q`. */
  async searchIds(q: string, role: Role | null, limit: number): Promise<string[]> {
    const { items } = await deps.users.list({ q, ...(role ? { role } : {}), sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit });
    return items.map((u) => u.id);
  },
  /**
   * Active accounts by id after `afterId` (keyset pages over every account), at most `limit`, without
   * those of `exceptRole` (e.g. the legal module's notices of new terms, which staff are not asked to accept).
   */
  async listActive(afterId: string | null, limit: number, exceptRole: Role | null = null): Promise<AccountSummary[]> {
    return (await deps.users.listActiveAfter(afterId, limit, exceptRole)).map(summarize);
  },
  async hasActiveRole(id: string, role: Role): Promise<boolean> {
    const u = await deps.users.findById(id);
    return !!u && u.role === role && u.isActive();
  },
});
