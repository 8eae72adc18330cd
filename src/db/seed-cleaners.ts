import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { gazetteer, slugify, type Place } from '../../modules/geo/index.js';
import { jsonBytes } from '../shared/sql-values.js';

/**
 * Bulk cleaners for development and the search benchmark (`npm run db:seed -- --cleaners N`):
 * a few batched INSERT ... SELECT FROM json_populate_recordset statements per 1 000 cleaners,
 * written straight to the modules' tables (accounts, profiles, an approved ID so they are listed,
 * weekly availability), then the cleaners module rebuilds their search rows with rating aggregates.
 * Seeded accounts have no password: they are data, not logins (docs/decisions.md, "Seed").
 */

export interface SeedCleaner {
  id: string;
  email: string;
  name: string;
  locale: 'fr' | 'en';
  slug: string;
  bio: string;
  gender: 'male' | 'female' | 'other' | 'prefer_not_to_say';
  languages: ('french' | 'english')[];
  experienceLevel: 'beginner' | 'intermediate' | 'expert';
  experienceYears: number;
  primaryCityId: string;
  serviceCities: { placeId: string; hourlyRateCents: number }[];
  coverageKm: number | null;
  paymentMode: 'hourly' | 'fixed';
  fixedRates: Record<string, number>;
  /** Hourly rates of services of their own (issue #40); none when left out. */
  serviceRates?: Record<string, number>;
  pets: ('cats' | 'dogs' | 'birds' | 'other')[];
  serviceTypes: ('regular' | 'deep' | 'move_in_out' | 'garage' | 'office' | 'airbnb')[];
  equipment: string[];
  /** Quick-start and ready-to-work done and the ID approved. */
  listed: boolean;
  /** Weekly availability: weekday (0 = Sunday) and named slot. */
  weekly: { weekday: number; slot: 'morning' | 'afternoon' | 'evening' | 'full_day' }[];
  ratings: { average: number | null; count: number; completionRate: number | null };
  createdAt: Date;
}

const FIRST_NAMES = [
  'Gabriel', 'Léa', 'Félix', 'Emma', 'Samuel', 'Alice', 'William', 'Florence', 'Thomas', 'Rosalie', 'Olivier', 'Chloé', 'Nathan', 'Juliette',
  'Antoine', 'Béatrice', 'Louis', 'Camille', 'Mathis', 'Zoé', 'Émile', 'Charlotte', 'Jacob', 'Maëlle', 'Liam', 'Noémie', 'Xavier', 'Élodie',
  'Benjamin', 'Sophie', 'Raphaël', 'Audrey', 'Jérémie', 'Marie-Ève', 'Vincent', 'Geneviève', 'Éric', 'Isabelle', 'Michael', 'Sarah',
  'James', 'Emily', 'Ryan', 'Jessica', 'Daniel', 'Olivia', 'Nicholas', 'Hannah', 'Kevin', 'Megan', 'Yasmine', 'Karim', 'Mamadou', 'Fatou',
];
const LAST_NAMES = [
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier', 'Bélanger',
  'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier', 'Dubé', 'Poirier',
  'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault', 'St-Pierre', 'Nadeau', 'Martin', 'Landry', 'Martel', 'Bédard',
  'Smith', 'Johnson', 'Brown', 'Wilson', 'Campbell', 'MacDonald', 'Stewart', 'Murphy', "O'Brien", 'Kelly', 'Nguyen', 'Diallo', 'Haddad',
];
/** Primary cities and their weight (roughly their share of Quebec's population, by region). */
export const CITY_WEIGHTS: [string, number][] = [
  ['montreal', 30], ['quebec', 10], ['laval', 6], ['gatineau', 4], ['longueuil', 4.5], ['sherbrooke', 3], ['levis', 2.5], ['saguenay', 2.5],
  ['trois-rivieres', 2.5], ['terrebonne', 2], ['saint-jean-sur-richelieu', 1.5], ['repentigny', 1.5], ['brossard', 1.5], ['drummondville', 1.2],
  ['saint-jerome', 1.2], ['granby', 1], ['blainville', 1], ['saint-hyacinthe', 1], ['shawinigan', 0.8], ['dollard-des-ormeaux', 0.8],
  ['rimouski', 0.8], ['chateauguay', 0.7], ['victoriaville', 0.7], ['rouyn-noranda', 0.6], ['joliette', 0.6], ['mirabel', 0.8], ['magog', 0.5],
  ['val-dor', 0.5], ['sept-iles', 0.4], ['baie-comeau', 0.4], ['alma', 0.5], ['thetford-mines', 0.4], ['rivière-du-loup', 0.3],
];
const SERVICE_TYPES = ['regular', 'deep', 'move_in_out', 'garage', 'office', 'airbnb'] as const;
const PETS = ['cats', 'dogs', 'birds', 'other'] as const;
const EQUIPMENT = ['vacuum', 'mop', 'broom', 'dustpan', 'cloths', 'gloves', 'cleaning_products'];
const SLOTS = ['morning', 'afternoon', 'evening', 'full_day'] as const;
const BIOS_FR = [
  "Je nettoie les maisons de ma région avec soin depuis plusieurs années. Ponctuelle, discrète et minutieuse, j'apporte mon équipement.",
  'Service de ménage fiable et chaleureux. Cuisines, salles de bain, planchers\u00a0: tout brille après mon passage.',
  "Ancien concierge, j'aime le travail bien fait. Produits écologiques sur demande et grande attention aux détails.",
];
const BIOS_EN = [
  'Reliable and detail-oriented cleaner serving my area for years. I bring my own supplies and always leave a spotless home.',
  'Friendly, punctual and thorough. Kitchens, bathrooms and floors are my specialty; eco-friendly products on request.',
];

/** A small deterministic generator (mulberry32): the same index always gives the same cleaner. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number) => {
    const n = int(min, Math.min(max, list.length));
    return [...list].sort(() => next() - 0.5).slice(0, n);
  };
  return { next, int, pick, some };
}

export const SEED_EMAIL_DOMAIN = 'seed.eclat.local';
export const seedEmail = (index: number) => `cleaner-${String(index).padStart(6, '0')}@${SEED_EMAIL_DOMAIN}`;

let places: { cities: (readonly [Place, number])[]; total: number; nearbyOf: (p: Place) => { place: Place; km: number }[] } | undefined;

/** The weighted primary cities and each one's 25 nearest places within 35 km, computed once (the same for every cleaner). */
function seedPlaces(): NonNullable<typeof places> {
  if (places) return places;
  const g = gazetteer();
  const cities = CITY_WEIGHTS.flatMap(([id, w]) => {
    const place = g.findPlace(id);
    return place ? [[place, w] as const] : [];
  });
  const nearby = new Map<string, { place: Place; km: number }[]>();
  const nearbyOf = (p: Place) => {
    let list = nearby.get(p.id);
    if (!list) nearby.set(p.id, (list = g.placesWithinKm(p, 35).filter((n) => n.place.id !== p.id).slice(0, 25)));
    return list;
  };
  return (places = { cities, total: cities.reduce((s, c) => s + c[1], 0), nearbyOf });
}

/** The seeded cleaner number `index` (deterministic). */
export function generateCleaner(index: number, now: Date): SeedCleaner {
  const r = rng(index * 7919 + 17);
  const { cities, total, nearbyOf } = seedPlaces();
  let roll = r.next() * total;
  let primary = cities[0]![0];
  for (const [p, w] of cities) {
    if ((roll -= w) <= 0) {
      primary = p;
      break;
    }
  }
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const english = r.next() < 0.25;
  const languages: SeedCleaner['languages'] = english ? (r.next() < 0.6 ? ['english', 'french'] : ['english']) : r.next() < 0.45 ? ['french', 'english'] : ['french'];
  const years = r.int(0, 25);
  const baseRate = r.int(20, 55) * 100;
  const nearby = nearbyOf(primary);
  const extra = r.some(nearby, 0, 3).map((p) => ({ placeId: p.place.id, hourlyRateCents: baseRate + r.int(0, 6) * 100 }));
  const fixed = r.next() < 0.12;
  const reviews = r.next() < 0.8 ? r.int(1, 220) : 0;
  const average = reviews ? Math.min(5, Math.max(1, Math.round((4.7 - r.next() * 1.3 + (reviews > 50 ? 0.2 : 0)) * 100) / 100)) : null;
  return {
    id: randomUUID(),
    email: seedEmail(index),
    name: `${first} ${last}`,
    locale: english ? 'en' : 'fr',
    slug: `${slugify(`${first} ${last}`)}-${index}`,
    bio: english ? r.pick(BIOS_EN) : r.pick(BIOS_FR),
    gender: r.pick(['male', 'female', 'female', 'other', 'prefer_not_to_say'] as const),
    languages,
    experienceLevel: years >= 8 ? 'expert' : years >= 3 ? 'intermediate' : 'beginner',
    experienceYears: years,
    primaryCityId: primary.id,
    serviceCities: [{ placeId: primary.id, hourlyRateCents: baseRate }, ...extra],
    coverageKm: r.next() < 0.7 ? r.pick([10, 15, 20, 25, 30, 40, 50]) : null,
    paymentMode: fixed ? 'fixed' : 'hourly',
    fixedRates: fixed ? { house: r.int(90, 199) * 100, apartment: r.int(60, 150) * 100, condo: r.int(70, 160) * 100 } : {},
    pets: r.some(PETS, 0, 3),
    serviceTypes: r.next() < 0.9 ? ['regular', ...r.some(SERVICE_TYPES.slice(1), 0, 3)] : r.some(SERVICE_TYPES, 1, 3),
    equipment: r.some(EQUIPMENT, 2, 6),
    // One in twenty is still onboarding: never listed, so search must leave them out.
    listed: r.next() >= 0.05,
    weekly: r.some([0, 1, 2, 3, 4, 5, 6], 1, 5).map((weekday) => ({ weekday, slot: r.pick(SLOTS) })),
    ratings: { average, count: reviews, completionRate: reviews ? Math.round((0.75 + r.next() * 0.25) * 1000) / 1000 : null },
    createdAt: new Date(now.getTime() - r.int(0, 700) * 86_400_000),
  };
}

const SLOT_MINUTES = { morning: [480, 720], afternoon: [720, 1020], evening: [1020, 1260], full_day: [480, 1260] } as const;

/** The first date on or after `from` (YYYY-MM-DD) falling on `weekday` (0 = Sunday). */
function firstWeekday(from: string, weekday: number): string {
  const d = new Date(`${from}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((weekday - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/** Writes these cleaners (accounts, profiles, documents, availability) in a few statements. */
export async function insertCleaners(em: EntityManager, cleaners: SeedCleaner[], now: Date, options: { accounts: boolean } = { accounts: true }): Promise<void> {
  if (!cleaners.length) return;
  const conn = em;
  const json = (rows: object[]) => jsonBytes(rows);
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  if (options.accounts) await conn.execute(
    // Made-up people: flagged as demo accounts, so their cards carry the "Démo" badge (issue #35).
    `insert into identity_users (id, email, name, role, locale, date_of_birth, status, gender, is_demo, created_at, updated_at)
     select id, email, name, role, locale, date_of_birth, status, gender, true, created_at, updated_at
       from json_populate_recordset(null::identity_users, convert_from(?::bytea, 'utf8')::json) on conflict do nothing`,
    [json(cleaners.map((c) => ({ id: c.id, email: c.email, name: c.name, role: 'cleaner', locale: c.locale, date_of_birth: '1990-01-01', status: 'active', gender: c.gender, created_at: c.createdAt, updated_at: c.createdAt })))],
  );
  await conn.execute(
    `insert into cleaners_profiles (user_id, slug, bio, gender, languages, experience_level, experience_years, primary_city_id, service_cities,
        coverage_km, equipment, payment_mode, fixed_rates, service_rates, pets, service_types, country, quick_start_completed_at, ready_to_work_completed_at, created_at, updated_at)
     select user_id, slug, bio, gender, languages, experience_level, experience_years, primary_city_id, service_cities,
        coverage_km, equipment, payment_mode, fixed_rates, service_rates, pets, service_types, 'CA', quick_start_completed_at, ready_to_work_completed_at, created_at, updated_at
       from json_populate_recordset(null::cleaners_profiles, convert_from(?::bytea, 'utf8')::json) on conflict do nothing`,
    [
      json(
        cleaners.map((c) => ({
          user_id: c.id, slug: c.slug, bio: c.bio, gender: c.gender, languages: c.languages, experience_level: c.experienceLevel, experience_years: c.experienceYears,
          primary_city_id: c.primaryCityId, service_cities: c.serviceCities, coverage_km: c.coverageKm, equipment: c.equipment, payment_mode: c.paymentMode,
          fixed_rates: c.fixedRates, service_rates: c.serviceRates ?? {}, pets: c.pets, service_types: c.serviceTypes, quick_start_completed_at: c.listed ? c.createdAt : null,
          ready_to_work_completed_at: c.listed ? c.createdAt : null, created_at: c.createdAt, updated_at: c.createdAt,
        })),
      ),
    ],
  );
  const listed = cleaners.filter((c) => c.listed);
  if (listed.length) {
    await conn.execute(
      `insert into cleaners_documents (id, cleaner_id, type, status, storage_key, filename, content_type, size_bytes, uploaded_at, reviewed_at)
       select id, cleaner_id, type, status, storage_key, filename, content_type, size_bytes, uploaded_at, reviewed_at
         from json_populate_recordset(null::cleaners_documents, convert_from(?::bytea, 'utf8')::json) on conflict do nothing`,
      [json(listed.map((c) => {
        const id = randomUUID();
        return { id, cleaner_id: c.id, type: 'id', status: 'approved', storage_key: `seed/documents/${id}.pdf`, filename: 'piece-identite.pdf', content_type: 'application/pdf', size_bytes: 0, uploaded_at: c.createdAt, reviewed_at: c.createdAt };
      }))],
    );
  }
  const blocks = cleaners.flatMap((c) =>
    c.weekly.map((w) => ({
      id: randomUUID(), cleaner_id: c.id, kind: 'weekly', date: firstWeekday(since, w.weekday), end_date: null, slot: w.slot,
      start_minute: SLOT_MINUTES[w.slot][0], end_minute: SLOT_MINUTES[w.slot][1], created_at: now,
    })),
  );
  if (blocks.length) {
    await conn.execute(
      `insert into availability_blocks (id, cleaner_id, kind, date, end_date, slot, start_minute, end_minute, created_at)
       select id, cleaner_id, kind, date, end_date, slot, start_minute, end_minute, created_at from json_populate_recordset(null::availability_blocks, convert_from(?::bytea, 'utf8')::json)`,
      [json(blocks)],
    );
  }
}
