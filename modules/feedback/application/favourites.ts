import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import { feedbackErrors } from '../domain/feedback.errors.js';
import type { FeedbackDeps } from './ports.js';

export interface FavouriteCleanerDto {
  cleanerId: string;
  slug: string;
  name: string;
  profilePic: string | null;
  profilePicImage: ResponsiveImageView | null;
  since: string;
}

export interface FavouritesDto {
  items: FavouriteCleanerDto[];
  max: number;
}

/**
 * A client's favourite cleaners (issue #18): only listed cleaners may be added; the list shows those
 * still listed (a cleaner who leaves the search comes back in the list when listed again). Nobody
 * but the client reads it: the cleaner is not told, other clients never see it.
 */
export const addFavourite =
  (deps: FeedbackDeps) =>
  async (clientId: string, cleanerId: string): Promise<void> => {
    if (cleanerId === clientId || !(await deps.cleaners.isListed(cleanerId))) throw feedbackErrors.cleanerNotFound();
    const added = await deps.favourites.add(clientId, cleanerId, deps.clock.now(), deps.maxFavourites);
    if (added === 'full') throw feedbackErrors.favouritesFull(deps.maxFavourites);
  };

export const removeFavourite =
  (deps: FeedbackDeps) =>
  (clientId: string, cleanerId: string): Promise<void> =>
    deps.favourites.remove(clientId, cleanerId);

export const myFavourites =
  (deps: FeedbackDeps) =>
  async (clientId: string): Promise<FavouritesDto> => {
    const rows = await deps.favourites.of(clientId);
    const listed = await Promise.all(rows.map(async (r) => ((await deps.cleaners.isListed(r.cleanerId)) ? { row: r, slug: await deps.cleaners.slugOf(r.cleanerId) } : null)));
    const shown = listed.filter((x): x is NonNullable<typeof x> => x !== null && x.slug !== null);
    const accounts = new Map((await deps.accounts.findMany(shown.map((x) => x.row.cleanerId))).map((a) => [a.id, a]));
    const items: FavouriteCleanerDto[] = [];
    for (const { row, slug } of shown) {
      const a = accounts.get(row.cleanerId);
      if (a) items.push({ cleanerId: row.cleanerId, slug: slug!, name: a.name, profilePic: a.profilePic, profilePicImage: a.profilePicImage, since: row.createdAt.toISOString() });
    }
    return { items, max: deps.maxFavourites };
  };
