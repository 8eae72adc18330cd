import type { PublicProfile } from '../../application/search/public-profile.js';
import type { Recommendation } from '../../application/search/recommend-cleaners.js';
import type { MarketplaceCounts, PlaceInfo } from '../../application/ports.js';
import type { SearchRow } from '../../domain/search/search-query.js';
import { presentPhoto } from './cleaners.presenter.js';

type PlaceName = (id: string) => string | null;

const presentPlace = (p: PlaceInfo | null) => (p ? { id: p.id, name: p.name, regionId: p.regionId, lat: p.lat, lng: p.lng } : null);

/** The contract's CleanerCard: only public facts, from the search read model. */
export function presentCard(row: SearchRow, placeName: PlaceName, distanceKm: number | null) {
  const primaryName = row.primaryCityId ? placeName(row.primaryCityId) : null;
  return {
    id: row.userId,
    slug: row.slug,
    name: row.name,
    profilePic: row.profilePic,
    profilePicImage: row.profilePicImage,
    bioExcerpt: row.bioExcerpt,
    primaryCity: row.primaryCityId && primaryName ? { id: row.primaryCityId, name: primaryName } : null,
    hourlyRateCents: row.paymentMode === 'hourly' ? (row.cityRateCents ?? row.minHourlyRateCents) : null,
    paymentMode: row.paymentMode,
    fixedRates: row.paymentMode === 'fixed' ? row.fixedRates : {},
    serviceTypes: row.serviceTypes,
    languages: row.languages,
    pets: row.pets,
    experienceLevel: row.experienceLevel,
    experienceYears: row.experienceYears,
    rating: { average: row.ratingAverage, count: row.ratingCount },
    completionRate: row.completionRate,
    badges: row.badges,
    distanceKm,
    isDemo: row.isDemo,
    completedVisits: row.completedVisits,
    // Whole minutes, rounded up: "moins d'une heure" must never round a 60.4-minute habit down.
    responseMinutes: row.responseSeconds === null ? null : Math.ceil(row.responseSeconds / 60),
  };
}

/** The contract's MarketplaceStats: the average at one decimal, as cards show ratings. */
export function presentMarketplaceStats(c: MarketplaceCounts) {
  return {
    listedCleaners: c.listedCleaners,
    citiesServed: c.citiesServed,
    completedVisits: c.completedVisits,
    rating: { average: c.ratingAverage === null ? null : Math.round(c.ratingAverage * 10) / 10, count: c.reviewCount },
    includesDemo: c.includesDemo,
  };
}

export function presentSearch(
  r: { rows: SearchRow[]; total: number; page: number; pageSize: number; city: PlaceInfo | null },
  placeName: PlaceName,
  distance: (row: SearchRow) => number | null,
) {
  return { items: r.rows.map((row) => presentCard(row, placeName, distance(row))), total: r.total, page: r.page, pageSize: r.pageSize, city: presentPlace(r.city) };
}

export function presentRecommendations(r: { items: Recommendation[]; city: PlaceInfo | null; date: string | null }, placeName: PlaceName) {
  return { items: r.items.map((i) => ({ cleaner: presentCard(i.row, placeName, i.distanceKm), scores: i.scores })), city: presentPlace(r.city), date: r.date };
}

/** The contract's PublicCleanerProfile: no address, documents, tax numbers, email or birth date. */
export function presentPublicProfile(p: PublicProfile, placeName: PlaceName) {
  const profile = p.view.profile;
  const card = presentCard(p.row, placeName, null);
  return {
    ...card,
    bio: profile.bio,
    serviceCities: profile.serviceCities.map((c) => ({ placeId: c.placeId, name: placeName(c.placeId) ?? c.placeId, hourlyRateCents: c.hourlyRateCents })),
    // Only the services the cleaner offers, and only while they charge by the hour.
    serviceRates: profile.paymentMode === 'hourly' ? Object.fromEntries(Object.entries(profile.serviceRates).filter(([s]) => (profile.serviceTypes as string[]).includes(s))) : {},
    coverageKm: profile.coverageKm,
    equipment: profile.equipment,
    skills: profile.skills,
    education: profile.education,
    certificates: profile.certificates,
    ecoCertification: profile.ecoCertification,
    completeness: p.view.completeness,
    portfolio: p.view.photos.map((ph) => {
      const { url, thumbnailUrl, width, height, image } = presentPhoto(ph);
      return { url, thumbnailUrl, width, height, image };
    }),
    stats: { experienceYears: profile.experienceYears, rating: card.rating, completionRate: card.completionRate, completedVisits: card.completedVisits, responseMinutes: card.responseMinutes },
    availability: p.availability,
  };
}
