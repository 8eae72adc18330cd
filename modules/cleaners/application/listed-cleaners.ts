import type { ExperienceLevel, Language, Pet, ServiceType } from '../domain/cleaner-vocabulary.js';
import type { FixedRates, ServiceCity } from '../domain/cleaner-profile.js';
import type { Badge } from '../domain/badges.js';
import { deriveView } from './profile-view.js';
import type { CleanersDeps } from './ports.js';

/** What search and recommendations read about a listed cleaner (exposed by modules/cleaners/index.ts). */
export interface ListedCleaner {
  userId: string;
  slug: string;
  name: string;
  profilePic: string | null;
  bio: string | null;
  primaryCityId: string | null;
  /** Gazetteer place ids with the hourly rate asked there (kept even in fixed mode, then not applied). */
  serviceCities: ServiceCity[];
  coverageKm: number | null;
  paymentMode: 'hourly' | 'fixed';
  /** Only the active mode's rates apply: hourly rates per city, or fixed rates per property type. */
  fixedRates: FixedRates;
  serviceTypes: ServiceType[];
  languages: Language[];
  pets: Pet[];
  experienceLevel: ExperienceLevel | null;
  experienceYears: number | null;
  badges: Badge[];
  completeness: number;
  portfolio: { url: string; thumbnailUrl: string }[];
}

export const listListedCleaners =
  (deps: CleanersDeps) =>
  async (only?: { slug: string }): Promise<ListedCleaner[]> => {
    const one = only ? await deps.profiles.findBySlug(only.slug) : null;
    const profiles = only ? (one ? [one] : []) : await deps.profiles.listListed();
    const ids = profiles.map((p) => p.userId);
    const [accounts, documents, records] = await Promise.all([deps.accounts.findMany(ids), deps.documents.listOfMany(ids), deps.documents.recordsOf(ids)]);
    const today = deps.clock.now();
    const out: ListedCleaner[] = [];
    for (const p of profiles) {
      const account = accounts.find((a) => a.id === p.userId);
      if (!account || account.role !== 'cleaner' || !account.active) continue;
      const photos = await deps.photos.listOf(p.userId);
      const view = deriveView(p, account, documents.filter((d) => d.cleanerId === p.userId), records.filter((r) => r.cleanerId === p.userId), photos, today);
      if (!view.isListed) continue;
      out.push({
        userId: p.userId,
        slug: p.slug,
        name: account.name,
        profilePic: account.profilePic,
        bio: p.bio,
        primaryCityId: p.primaryCityId,
        serviceCities: p.serviceCities,
        coverageKm: p.coverageKm,
        paymentMode: p.paymentMode,
        fixedRates: p.fixedRates,
        serviceTypes: p.serviceTypes,
        languages: p.languages,
        pets: p.pets,
        experienceLevel: p.experienceLevel,
        experienceYears: p.experienceYears,
        badges: view.badges,
        completeness: view.completeness,
        portfolio: photos.map((ph) => ({ url: `/api/files/${ph.largeKey}`, thumbnailUrl: `/api/files/${ph.thumbKey}` })),
      });
    }
    return out;
  };
