import { slugify } from '../../geo/index.js';
import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { CleanerProfile } from '../domain/cleaner-profile.js';
import { CleanerErrors } from '../domain/cleaners.errors.js';
import { uniqueSlug } from '../domain/slug.js';
import type { CleanerAccount, CleanersDeps } from './ports.js';

/**
 * The signed-in cleaner's profile, created on first use with a unique public slug made from
 * their name (namesakes get -2, -3 ...). Only accounts with the cleaner role have one.
 */
export const ensureProfile =
  (deps: CleanersDeps) =>
  async (userId: string): Promise<Result<{ profile: CleanerProfile; account: CleanerAccount }, DomainError>> => {
    const account = await deps.accounts.find(userId);
    if (!account || account.role !== 'cleaner') return err(CleanerErrors.notACleaner());
    const existing = await deps.profiles.findByUserId(userId);
    if (existing) return ok({ profile: existing, account });
    const base = slugify(account.name) || 'cleaner';
    // Namesakes (and the same cleaner's parallel requests) take turns: each sees the slugs taken before it.
    return deps.tx.run(async () => {
      await deps.profiles.lockSlugBase(base);
      const raced = await deps.profiles.findByUserId(userId);
      if (raced) return ok({ profile: raced, account });
      const profile = CleanerProfile.create({ userId, slug: uniqueSlug(base, await deps.profiles.slugsLike(base)), now: deps.clock.now() });
      if (!(await deps.profiles.add(profile))) throw new Error(`slug ${profile.slug} taken although its base was locked`);
      return ok({ profile, account });
    });
  };
