import { gazetteer, slugify, type Place } from '../../../modules/geo/index.js';
import { addDays, localDateOf } from '../../shared/local-time.js';
import { stableIdOf } from '../../shared/ids.js';
import { rng } from '../seed-cleaners.js';
import { CAST_CLEANERS, CLIENT_CITIES, CLIENT_FIRST, CLIENT_LAST, ENGLISH_SHARE, type CastCleaner, type CastGender } from './demo-cast.js';
import { BIO_BILINGUAL, BIO_CLOSINGS, BIO_OPENINGS, BIO_SPECIALTIES, PROPERTY_NAMES, SKILLS, STREETS, type Comment } from './demo-texts.js';
import { frenchSpacing } from './french-spacing.js';

/**
 * The people of the demo world (issue #35) as rows of identity, cleaners, availability, payouts
 * and properties: deterministic (the same index, the same person, the same id), dated from `now`.
 */

export const DEMO_DOMAIN = 'demo.eclat.local';
export const demoCleanerEmail = (n: number) => `demo-cleaner-${String(n).padStart(2, '0')}@${DEMO_DOMAIN}`;
export const demoClientEmail = (n: number) => `demo-client-${String(n).padStart(3, '0')}@${DEMO_DOMAIN}`;

export type Locale = 'fr' | 'en';
export type Slot = 'morning' | 'afternoon' | 'evening' | 'full_day';
export type ServiceType = 'regular' | 'deep' | 'move_in_out' | 'garage' | 'office' | 'airbnb';
export type PropertyType = 'house' | 'bungalow' | 'apartment' | 'condo' | 'airbnb';

/** A cleaner as the visits need them (the sign-in demo cleaner included). */
export interface DemoCleaner {
  id: string;
  name: string;
  gender: CastGender;
  locale: Locale;
  /** Primary city first; the places whose clients they visit. */
  cityIds: string[];
  rates: Map<string, number>;
  paymentMode: 'hourly' | 'fixed';
  fixedRates: Partial<Record<PropertyType, number>>;
  /** Hourly rates of their own for some services (issue #40); the others at the city's rate. */
  serviceRates: Partial<Record<ServiceType, number>>;
  serviceTypes: ServiceType[];
  /** Weekday (0 = Sunday) -> the slot they work that day. */
  week: Map<number, Slot>;
  /** Share of working days with a visit. */
  busyness: number;
  /** 0..1: how good their visits go (ratings, comments). */
  quality: number;
  pets: string[];
  /** Seed of their portrait. */
  portraitSeed: number;
  /** Rows to write; null for an account that exists already (the sign-in demo cleaner). */
  rows: CleanerRows | null;
}

export interface CleanerRows {
  user: Record<string, unknown>;
  profile: Record<string, unknown>;
  documents: Record<string, unknown>[];
  blocks: Record<string, unknown>[];
}

export interface DemoProperty {
  id: string;
  ownerId: string;
  placeId: string;
  type: PropertyType;
  row: Record<string, unknown>;
}

export interface DemoClient {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  hasPets: boolean;
  properties: DemoProperty[];
  /** Null for an account that exists already (the sign-in demo client). */
  user: Record<string, unknown> | null;
}

const places = () => gazetteer();
const placeOf = (id: string): Place => {
  const p = places().findPlace(id);
  if (!p) throw new Error(`demo world: unknown place ${id}`);
  return p;
};

/** The island's boroughs are priced and addressed as Montréal. */
const cityOfAddress = (placeId: string): string => (placeOf(placeId).regionId === '06' ? 'montreal' : placeId);

const SLOT_MINUTES: Record<Slot, [number, number]> = { morning: [480, 720], afternoon: [720, 1020], evening: [1020, 1260], full_day: [480, 1260] };
export const slotMinutes = (slot: Slot) => SLOT_MINUTES[slot];

/** "A1A 1A1" letters Canada Post uses in the last three characters. */
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

export function postalCode(fsa: string, r: ReturnType<typeof rng>): string {
  return `${fsa} ${r.int(1, 9)}${POSTAL_LETTERS[r.int(0, POSTAL_LETTERS.length - 1)]}${r.int(0, 9)}`;
}

/** A street address in that city (an island borough gives a Montréal one), with its postal code. */
export function addressIn(placeId: string, r: ReturnType<typeof rng>): { line1: string; postalCode: string; city: string } {
  const city = cityOfAddress(placeId);
  const [street, fsa] = r.pick(STREETS[city] ?? STREETS.montreal!);
  return { line1: `${r.int(12, 9890)}, ${street}`, postalCode: postalCode(fsa, r), city: placeOf(city).name };
}

/** Picks the text for this gender: a neutral one for a person whose gender is not known. */
export function textFor(list: readonly Comment[], gender: CastGender, r: ReturnType<typeof rng>): string {
  const usable = gender === 'female' || gender === 'male' ? list : list.filter((c) => typeof c === 'string');
  const chosen = r.pick(usable);
  return typeof chosen === 'string' ? chosen : chosen[gender as 'female' | 'male'];
}

function bioOf(cast: CastCleaner, locale: Locale, years: number, r: ReturnType<typeof rng>): string {
  const city = placeOf(cast.city).name;
  const span = locale === 'fr' ? `${years} an${years > 1 ? 's' : ''}` : `${years} year${years > 1 ? 's' : ''}`;
  const parts = [textFor(BIO_OPENINGS[locale], cast.gender, r).replace('{city}', city).replace('{years}', span), r.pick(BIO_SPECIALTIES[locale]), r.pick(BIO_CLOSINGS[locale])];
  if (cast.languages.length === 2) parts.push(BIO_BILINGUAL[locale]);
  const text = parts.join(' ');
  return locale === 'fr' ? frenchSpacing(text) : text;
}

/** Hourly rate of a city tier, cents (whole dollars): the big centres cost a little more. */
function baseRate(placeId: string, years: number, r: ReturnType<typeof rng>): number {
  const region = placeOf(placeId).regionId;
  const [low, high] = ['06', '13', '16'].includes(region) ? [28, 44] : ['03', '07', '12'].includes(region) ? [26, 40] : [24, 36];
  return (r.int(low, high) + (years >= 10 ? 3 : 0)) * 100;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6];

/** The world's cleaners, from the cast, joined `now` minus 5 to 18 months. */
export function planCleaners(now: Date): DemoCleaner[] {
  const today = localDateOf(now);
  const slugs = new Set<string>();
  return CAST_CLEANERS.map((cast, i) => {
    const r = rng(35_000 + i);
    const id = stableIdOf(`demo-world:cleaner:${i + 1}`);
    const locale: Locale = cast.languages[0] === 'english' ? 'en' : 'fr';
    const years = r.int(1, 22);
    const base = baseRate(cast.city, years, r);
    const cityIds = [cast.city, ...cast.serves];
    const rates = new Map(cityIds.map((c, k) => [c, k === 0 ? base : base + r.int(0, 3) * 100]));
    // One in eight works at fixed prices per kind of home (spec: one payment mode at a time).
    const fixed = i % 8 === 5;
    const fixedRates: DemoCleaner['fixedRates'] = fixed ? { house: r.int(150, 199) * 100, bungalow: r.int(130, 180) * 100, apartment: r.int(95, 140) * 100, condo: r.int(100, 150) * 100, airbnb: r.int(90, 130) * 100 } : {};
    const serviceTypes: ServiceType[] = ['regular'];
    if (r.next() < 0.75) serviceTypes.push('deep');
    if (r.next() < 0.45) serviceTypes.push('move_in_out');
    if (r.next() < 0.25) serviceTypes.push('airbnb');
    if (r.next() < 0.12) serviceTypes.push('garage');
    if (r.next() < 0.12) serviceTypes.push('office');
    // Two in three charge more for a deep or a move-out cleaning (derived, not drawn, so the world's other draws stay as they were).
    const serviceRates: DemoCleaner['serviceRates'] = {};
    if (!fixed && i % 3 !== 1) {
      if (serviceTypes.includes('deep')) serviceRates.deep = base + 800;
      if (serviceTypes.includes('move_in_out')) serviceRates.move_in_out = base + 1200;
    }
    const days = r.some(WEEKDAYS, 3, 6);
    if (r.next() < 0.1) days.push(0);
    const week = new Map<number, Slot>(days.map((d) => [d, r.next() < 0.5 ? 'full_day' : r.pick(['morning', 'morning', 'afternoon', 'afternoon', 'evening'] as const)]));
    const pets = r.next() < 0.8 ? r.some(['cats', 'dogs', 'birds', 'other'], 1, 3) : [];
    const createdAt = new Date(now.getTime() - r.int(150, 540) * 86_400_000);
    const reviewedAt = new Date(createdAt.getTime() + 2 * 86_400_000);
    const backgroundChecked = r.next() < 0.55;
    const insured = r.next() < 0.3;
    const trained = r.next() < 0.4;
    const address = addressIn(cast.city, r);
    const name = `${cast.first} ${cast.last}`;
    let slug = slugify(name);
    while (slugs.has(slug)) slug = `${slug}-${i}`;
    slugs.add(slug);
    const doc = (type: string, issuedOn: string | null) => ({
      id: stableIdOf(`demo-world:document:${i + 1}:${type}`), cleaner_id: id, type, status: 'approved', storage_key: `demo/documents/${type}-${i + 1}.pdf`,
      filename: `${type}.pdf`, content_type: 'application/pdf', size_bytes: 0, issued_on: issuedOn, uploaded_at: createdAt, reviewed_at: reviewedAt,
    });
    const blocks = [...week].map(([weekday, slot]) => ({
      id: stableIdOf(`demo-world:block:${i + 1}:${weekday}`), cleaner_id: id, kind: 'weekly', date: firstWeekdayFrom(addDays(today, -150), weekday), end_date: null, slot,
      start_minute: SLOT_MINUTES[slot][0], end_minute: SLOT_MINUTES[slot][1], created_at: createdAt,
    }));
    const trainingModules = trained
      ? ['cleaning_standards', 'safety_protocols', 'customer_service', 'cleaning_procedures', 'time_management', 'eco_friendly', 'payment_processing']
      : ['cleaning_standards', 'safety_protocols', 'customer_service'];
    return {
      id,
      name,
      gender: cast.gender,
      locale,
      cityIds,
      rates,
      paymentMode: fixed ? 'fixed' : 'hourly',
      fixedRates,
      serviceRates,
      serviceTypes,
      week,
      busyness: 0.18 + r.next() * 0.34,
      quality: 0.7 + r.next() * 0.3,
      pets,
      portraitSeed: i + 1,
      rows: {
        user: { id, email: demoCleanerEmail(i + 1), name, role: 'cleaner', locale, date_of_birth: `${1968 + r.int(0, 35)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`, status: 'active', gender: cast.gender, is_demo: true, created_at: createdAt, updated_at: createdAt },
        profile: {
          user_id: id, slug, bio: bioOf(cast, locale, years, r), gender: cast.gender, languages: cast.languages, experience_level: years >= 8 ? 'expert' : years >= 3 ? 'intermediate' : 'beginner',
          experience_years: years, primary_city_id: cast.city, service_cities: cityIds.map((placeId) => ({ placeId, hourlyRateCents: rates.get(placeId)! })), coverage_km: r.pick([10, 15, 20, 25, 30]),
          equipment: r.some(['vacuum', 'mop', 'broom', 'dustpan', 'cloths', 'gloves', 'cleaning_products'], 4, 7), payment_mode: fixed ? 'fixed' : 'hourly', fixed_rates: fixedRates, service_rates: serviceRates, pets, service_types: serviceTypes,
          skills: r.some(SKILLS[locale], 2, 4), education: null, certificates: r.next() < 0.15 ? ['SIMDUT 2015'] : [], street: address.line1, city: address.city, province: 'QC', postal_code: address.postalCode, country: 'CA',
          insurance_expires_on: insured ? addDays(today, r.int(60, 400)) : null, eco_certification: r.next() < 0.2 ? 'certified' : null, training_acknowledged: trainingModules,
          quick_start_completed_at: createdAt, ready_to_work_completed_at: createdAt, full_verification_completed_at: backgroundChecked ? reviewedAt : null, created_at: createdAt, updated_at: reviewedAt,
        },
        documents: [doc('id', null), ...(backgroundChecked ? [doc('background_check', addDays(localDateOf(createdAt), -20))] : []), ...(insured ? [doc('insurance', null)] : [])],
        blocks,
      },
    } satisfies DemoCleaner;
  });
}

/** The first date on or after `from` falling on `weekday` (0 = Sunday). */
function firstWeekdayFrom(from: string, weekday: number): string {
  const d = new Date(`${from}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((weekday - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

const PROPERTY_TYPES: PropertyType[] = ['house', 'house', 'house', 'condo', 'condo', 'condo', 'apartment', 'apartment', 'bungalow', 'airbnb'];

/** A home of this client, in that city, with what a cleaner needs to know. */
export function planProperty(ownerId: string, key: string, placeId: string, locale: Locale, type: PropertyType, createdAt: Date, r: ReturnType<typeof rng>): DemoProperty {
  const id = stableIdOf(`demo-world:property:${key}`);
  const place = placeOf(cityOfAddress(placeId));
  const address = addressIn(place.id, r);
  const fr = locale === 'fr';
  const bedrooms = type === 'apartment' || type === 'airbnb' ? r.int(1, 2) : type === 'condo' ? r.int(1, 3) : r.int(2, 5);
  const row = {
    id, owner_id: ownerId, name: PROPERTY_NAMES[locale][type], address_line1: address.line1, city: place.name, place_id: place.id, region_id: place.regionId, postal_code: address.postalCode,
    lat: Math.round((place.lat + (r.next() - 0.5) * 0.04) * 1e5) / 1e5, lng: Math.round((place.lng + (r.next() - 0.5) * 0.05) * 1e5) / 1e5, type,
    bedrooms, bathrooms: Math.max(1, bedrooms - r.int(0, 2)) + (r.next() < 0.3 ? 0.5 : 0), stories: type === 'house' ? r.int(1, 3) : 1, square_feet: 450 + bedrooms * r.int(220, 420),
    parking: r.next() < 0.6 ? (fr ? frenchSpacing(r.pick(['Stationnement dans l’entrée', 'Stationnement dans la rue, vignette non requise', 'Espace visiteur no 12'])) : r.pick(['Driveway parking', 'Street parking'])) : null,
    wifi_name: null, wifi_password: null,
    supplies_location: r.next() < 0.5 ? (fr ? 'Sous l’évier de la cuisine' : 'Under the kitchen sink') : null,
    access_instructions: r.next() < 0.5 ? (fr ? 'Boîte à clés à gauche de la porte, le code sera envoyé la veille.' : 'Lockbox left of the door, code sent the day before.') : null,
    trash_location: r.next() < 0.4 ? (fr ? 'Bacs dans le garage' : 'Bins in the garage') : null,
    rooms_to_avoid: r.next() < 0.15 ? (fr ? 'Le bureau au sous-sol' : 'The basement office') : null,
    additional_notes: null, created_at: createdAt, updated_at: createdAt, deleted_at: null,
  };
  return { id, ownerId, placeId: place.id, type, row };
}

/** The world's clients (about 125, most in Montréal), each with one home, a few with a second one. */
export function planClients(now: Date): DemoClient[] {
  const clients: DemoClient[] = [];
  const names = new Set<string>();
  let n = 0;
  for (const [city, count] of CLIENT_CITIES) {
    for (let k = 0; k < count; k++) {
      n += 1;
      const r = rng(77_000 + n);
      const locale: Locale = r.next() < (ENGLISH_SHARE[city] ?? 0.05) ? 'en' : 'fr';
      const gender = r.next() < 0.58 ? 'female' : 'male';
      let name = '';
      do {
        const first = locale === 'en' ? r.pick(CLIENT_FIRST.english) : r.pick(CLIENT_FIRST[gender]);
        name = `${first} ${locale === 'en' ? r.pick(CLIENT_LAST.english) : r.pick(CLIENT_LAST.french)}`;
      } while (names.has(name));
      names.add(name);
      const id = stableIdOf(`demo-world:client:${n}`);
      const createdAt = new Date(now.getTime() - r.int(125, 420) * 86_400_000);
      const properties = [planProperty(id, `${n}:1`, city, locale, r.pick(PROPERTY_TYPES), createdAt, r)];
      if (r.next() < 0.15) properties.push(planProperty(id, `${n}:2`, city, locale, r.pick(['condo', 'airbnb'] as const), createdAt, r));
      const email = demoClientEmail(n);
      clients.push({
        id, name, email, locale, hasPets: r.next() < 0.35, properties,
        user: { id, email, name, role: 'client', locale, date_of_birth: `${1955 + r.int(0, 45)}-0${r.int(1, 9)}-1${r.int(0, 9)}`, status: 'active', gender: locale === 'fr' ? gender : null, is_demo: true, client_onboarded_at: createdAt, created_at: createdAt, updated_at: createdAt },
      });
    }
  }
  return clients;
}
