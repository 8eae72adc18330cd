import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadSharp } from '../../shared/load-sharp.js';
import { DEFAULT_CANCELLATION, DEFAULT_PRICING } from '../../../modules/booking/index.js';
import { DEFAULT_PLATFORM } from '../../../modules/invoices/index.js';
import { gazetteer } from '../../../modules/geo/index.js';
import type { AppConfig } from '../../config/config.js';
import type { RunningServer } from '../../server.js';
import { addDays, localDateOf } from '../../shared/local-time.js';
import { rng } from '../seed-cleaners.js';
import { DEMO_DOMAIN, demoCleanerEmail, planCleaners, planClients, planProperty, type DemoCleaner, type DemoClient, type Slot } from './demo-people.js';
import { devPayoutAccountOf, planVisits, type VisitSettings } from './demo-visits.js';
import { insertInvoices, insertPayouts, insertRows } from './demo-writes.js';
import { portraitSvg, portraitTraits } from './portraits.js';

/**
 * The demo world (issue #35): on a development start with a new database, or on demand
 * (`npm run db:seed -- --demo`), a marketplace that looks lived in — 66 listed cleaners with
 * drawn portraits in 15 Quebec cities, about 125 clients and their homes, four months of visits
 * with their money, payouts, invoices and reviews, the weeks ahead booked — every account flagged
 * `is_demo`, so the public sees a "Démo" badge. Never in production. Written in bulk: a few seconds.
 */

export const DEMO_HISTORY_DAYS = 120;
export const DEMO_AHEAD_DAYS = 21;
export const DEMO_COMMAND = 'npm run db:seed -- --demo';

export class DemoDataRefused extends Error {
  constructor() {
    super('Demo data is refused when NODE_ENV=production: its cleaners, clients, visits and reviews are made up and must never reach real customers.');
  }
}

export type DemoWorldOutcome =
  /** `portraits` settles once the portraits (drawn in the background) are stored: how many were. */
  | { created: true; ms: number; cleaners: number; clients: number; visits: number; reviews: number; portraits: Promise<number> }
  /** The world is there; `portraits` draws those an interrupted start left missing (0: none). */
  | { created: false; reason: 'present'; portraits: Promise<number> }
  | { created: false; reason: 'not_new' };

/** The sign-in accounts of seed.ts, woven into the world: the demo cleaner gets visits, earnings and reviews; the demo client homes and bookings. */
const SIGN_IN = { cleaner: `cleaner@${DEMO_DOMAIN}`, client: `client@${DEMO_DOMAIN}`, admin: `admin@${DEMO_DOMAIN}` };

const one = async <T extends object>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T | undefined> => (await em.execute<T[]>(sql, params))[0];

/**
 * Creates the demo world unless it exists. `onlyIfNew` (the start): only on a database holding no
 * account but demo ones, so a developer's own data never gets made-up neighbours unasked.
 */
export async function seedDemoWorld(server: RunningServer, config: AppConfig, options: { onlyIfNew: boolean; print?: (line: string) => void }): Promise<DemoWorldOutcome> {
  if (config.env === 'production') throw new DemoDataRefused();
  const print = options.print ?? console.log;
  const started = performance.now();
  const em = server.orm.em.fork() as unknown as EntityManager;
  if (await one(em, 'select 1 from identity_users where email = ?', [demoCleanerEmail(1)])) return { created: false, reason: 'present', portraits: resumePortraits(server, em, print) };
  if (options.onlyIfNew && (await one(em, 'select 1 from identity_users where not is_demo limit 1'))) {
    print(`Demo world not added: this database holds real accounts (add it anyway with ${DEMO_COMMAND}).`);
    return { created: false, reason: 'not_new' };
  }

  const now = new Date();
  const cleaners = planCleaners(now);
  const clients = planClients(now);
  const signIn = await signInAccounts(em, now);
  if (signIn.cleaner) cleaners.push(signIn.cleaner);
  if (signIn.client) clients.push(signIn.client);
  const settings: VisitSettings = {
    now,
    pricing: { ...DEFAULT_PRICING, serviceFeePercent: config.booking.serviceFeePercent },
    commissionPercent: config.payments.commissionPercent,
    reviewWindowDays: config.reviews.windowDays,
    cancellation: DEFAULT_CANCELLATION,
    payoutsProvider: server.app.payouts.api.providerName,
    platform: { ...DEFAULT_PLATFORM, ...config.platformTaxNumbers },
    historyDays: DEMO_HISTORY_DAYS,
    aheadDays: DEMO_AHEAD_DAYS,
  };
  const cityOf = (placeId: string) => (gazetteer().findPlace(placeId)?.regionId === '06' ? 'montreal' : placeId);
  const visits = planVisits(cleaners, clients, settings, cityOf, signIn.adminId);
  const made = cleaners.filter((c) => c.rows);

  // One transaction: a failure leaves nothing behind, and the next start tries again.
  await RequestContext.create(server.orm.em, () => (server.orm.em as unknown as EntityManager).transactional(async (tx) => {
    await insertRows(tx, 'identity_users', made.map((c) => c.rows!.user));
    await insertRows(tx, 'identity_users', clients.flatMap((c) => (c.user ? [c.user] : [])));
    await insertRows(tx, 'cleaners_profiles', await withFreeSlugs(tx, made.map((c) => c.rows!.profile)));
    await insertRows(tx, 'cleaners_documents', made.flatMap((c) => c.rows!.documents));
    await insertRows(tx, 'availability_blocks', made.flatMap((c) => c.rows!.blocks));
    if (settings.payoutsProvider === 'development') await insertRows(tx, 'payout_accounts', made.map((c) => payoutAccount(c, now)));
    await insertRows(tx, 'properties', clients.flatMap((c) => c.properties.map((p) => p.row)));
    await insertRows(tx, 'bookings', visits.bookings);
    await insertRows(tx, 'booking_transitions', visits.transitions);
    await insertRows(tx, 'payment_charges', visits.charges);
    await insertRows(tx, 'payment_refunds', visits.refunds);
    await insertPayouts(tx, visits.runs, visits.payouts);
    await insertRows(tx, 'payout_earnings', visits.earnings);
    await insertInvoices(tx, visits.invoices);
    await insertRows(tx, 'reviews', visits.reviews);
    await insertRows(tx, 'analytics_search_days', searchDays(now));
    const ratings = await insertRatingAggregates(tx, cleaners.map((c) => c.id), now);
    // The search rows (listing, ratings, free time) as the cleaners module builds them, all at once, in this transaction.
    await server.app.cleaners.api.refreshSearchEntries(cleaners.map((c) => c.id), ratings);
  }));
  const ms = Math.round(performance.now() - started);

  // The portraits are encoded like uploads (AVIF is slow: ~60 ms each) after the start, while the site already serves.
  const portraits = portraitsInBackground(server, cleaners, print);
  const published = visits.reviews.filter((r) => r.direction === 'client_to_cleaner' && r.status === 'published').length;
  const cities = new Set(cleaners.map((c) => cityOf(c.cityIds[0]!))).size;
  print(
    `Demo world: ${cleaners.length} cleaners in ${cities} cities, ${clients.length} clients, ${visits.bookings.length} visits over the last ${DEMO_HISTORY_DAYS} days and the next ${DEMO_AHEAD_DAYS}, ` +
      `${published} published reviews (${(ms / 1000).toFixed(1)} s; portraits follow). Everything it shows is labelled "Démo"; SEED_DEMO_DATA=false starts without it.`,
  );
  return { created: true, ms, cleaners: cleaners.length, clients: clients.length, visits: visits.bookings.length, reviews: published, portraits };
}

/** The portraits, told when done; never a rejection nobody awaits (the start goes on without them): said, and counted as none. */
function portraitsInBackground(server: RunningServer, cleaners: DemoCleaner[], print: (line: string) => void): Promise<number> {
  const started = performance.now();
  return givePortraits(server, cleaners).then(
    (n) => {
      print(`Demo portraits: ${n} drawn and stored in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      return n;
    },
    (e: unknown) => {
      print(`Demo portraits failed: ${e instanceof Error ? e.message : String(e)} (the next start draws the missing ones).`);
      return 0;
    },
  );
}

/** A start stopped before the portraits were stored: the next one draws those still missing. */
async function resumePortraits(server: RunningServer, em: EntityManager, print: (line: string) => void): Promise<number> {
  try {
    const missing = new Set((await em.execute<{ id: string }[]>(`select id from identity_users where is_demo and role = 'cleaner' and profile_pic is null and deleted_at is null`)).map((r) => r.id));
    if (!missing.size) return 0;
    const signIn = (await signInAccounts(em, new Date())).cleaner;
    const cleaners = [...planCleaners(new Date()), ...(signIn ? [signIn] : [])].filter((c) => missing.has(c.id));
    return cleaners.length ? await portraitsInBackground(server, cleaners, print) : 0;
  } catch (e) {
    print(`Demo portraits not checked: ${e instanceof Error ? e.message : String(e)}`);
    return 0;
  }
}

/** Draws each cleaner's portrait, stores it as their picture (identity) and refreshes their search rows; resolves to how many got one. */
async function givePortraits(server: RunningServer, cleaners: DemoCleaner[]): Promise<number> {
  const sharp = await loadSharp();
  const pictures = await Promise.all(cleaners.map(async (c) => ({ userId: c.id, image: await sharp(Buffer.from(portraitSvg(portraitTraits(c.portraitSeed, c.gender)))).png().toBuffer() })));
  const given = await RequestContext.create(server.orm.em, () => server.app.identity.api.giveDemoPictures(pictures));
  await RequestContext.create(server.orm.em, () => server.orm.em.transactional(() => server.app.cleaners.api.refreshSearchEntries(given)));
  return given.length;
}

/**
 * The reviews module's aggregates of these cleaners (modules/reviews/application/refresh-aggregates.ts)
 * computed for all at once: means at two decimals of their public reviews, and the completion rate
 * (completed / completed + cancelled by the cleaner + no-shows, three decimals). Returns them for search.
 */
async function insertRatingAggregates(em: EntityManager, cleanerIds: string[], now: Date): Promise<Map<string, { average: number | null; count: number; completionRate: number | null }>> {
  const categories = ['cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism', 'overall'];
  const rows = await em.execute<{ cleaner_id: string; review_count: number; overall: string | null; completion_rate: string | null }[]>(
    `with ids as (select unnest(?::uuid[]) as id),
     rated as (
       select ids.id, count(r.id)::int as review_count, ${categories.map((c) => `round(avg(r.${c}), 2) as ${c}`).join(', ')}
         from ids left join reviews r on r.cleaner_id = ids.id and r.status = 'published' and not r.moderation_hidden and r.direction = 'client_to_cleaner'
        group by ids.id),
     reliability as (
       select ids.id, count(b.id) filter (where b.status = 'completed') as completed,
              count(b.id) filter (where b.status = 'completed' or (b.status = 'cancelled' and (b.cancellation->>'by' = 'cleaner'
                or (coalesce(b.cancellation->>'by', '') <> 'cleaner' and b.punch_in is null and (b.cancellation->>'at')::timestamptz >= b.starts_at + interval '15 minutes')))) as counted
         from ids left join bookings b on b.cleaner_id = ids.id group by ids.id)
     insert into review_cleaner_aggregates (cleaner_id, review_count, ${categories.join(', ')}, completion_rate, updated_at)
     select rated.id, rated.review_count, ${categories.map((c) => `rated.${c}`).join(', ')},
            case when reliability.counted = 0 then null else round(reliability.completed::numeric / reliability.counted, 3) end, ?
       from rated join reliability on reliability.id = rated.id
     on conflict (cleaner_id) do update set review_count = excluded.review_count, ${categories.map((c) => `${c} = excluded.${c}`).join(', ')},
       completion_rate = excluded.completion_rate, updated_at = excluded.updated_at
     returning cleaner_id, review_count, overall, completion_rate`,
    [`{${cleanerIds.join(',')}}`, now],
  );
  const num = (v: string | null) => (v === null ? null : Number(v));
  return new Map(rows.map((r) => [r.cleaner_id, { average: num(r.overall), count: Number(r.review_count), completionRate: num(r.completion_rate) }]));
}

/** Demo slugs that a real cleaner holds already get a suffix (profiles' slugs are unique). */
async function withFreeSlugs(em: EntityManager, profiles: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const taken = new Set((await em.execute<{ slug: string }[]>('select slug from cleaners_profiles where slug = any(?::text[])', [`{${profiles.map((p) => `"${String(p.slug)}"`).join(',')}}`])).map((r) => r.slug));
  return profiles.map((p) => (taken.has(String(p.slug)) ? { ...p, slug: `${String(p.slug)}-demo` } : p));
}

/** The development Connect provider's account, active at once (as seed.ts gives the sign-in demo cleaner). */
const payoutAccount = (c: DemoCleaner, now: Date) => ({
  cleaner_id: c.id, provider: 'development', account_id: devPayoutAccountOf(c.id), status: 'active', can_receive_transfers: true, payouts_enabled: true, requirements: [], created_at: now, updated_at: now,
});

/** Searches per day on the console's funnel: growing with the marketplace, quieter on weekends. */
function searchDays(now: Date): Record<string, unknown>[] {
  const today = localDateOf(now);
  const r = rng(4242);
  return Array.from({ length: DEMO_HISTORY_DAYS }, (_, k) => {
    const day = addDays(today, k - DEMO_HISTORY_DAYS);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const base = 70 + (k / DEMO_HISTORY_DAYS) * 90;
    return { day, searches: Math.round(base * (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.8 + r.next() * 0.4)) };
  });
}

/**
 * seed.ts's sign-in accounts as the world knows them: the cleaner (their profile's rates and
 * cities, weekdays as seeded), the client (two homes of their own) and the admin (who cancels a few visits).
 */
async function signInAccounts(em: EntityManager, now: Date): Promise<{ cleaner: DemoCleaner | null; client: DemoClient | null; adminId: string | null }> {
  const accounts = await em.execute<{ id: string; email: string; name: string; locale: 'fr' | 'en' }[]>(
    'select id, email, name, locale from identity_users where email in (?, ?, ?) and is_demo and deleted_at is null',
    [SIGN_IN.cleaner, SIGN_IN.client, SIGN_IN.admin],
  );
  const of = (email: string) => accounts.find((a) => a.email === email) ?? null;
  const cleanerAccount = of(SIGN_IN.cleaner);
  const clientAccount = of(SIGN_IN.client);
  const profile = cleanerAccount
    ? await one<{ service_cities: { placeId: string; hourlyRateCents: number }[]; service_types: string[]; payment_mode: string; gender: string | null }>(
        em,
        'select service_cities, service_types, payment_mode, gender from cleaners_profiles where user_id = ? and ready_to_work_completed_at is not null',
        [cleanerAccount.id],
      )
    : undefined;
  const cleaner: DemoCleaner | null =
    cleanerAccount && profile?.payment_mode === 'hourly' && profile.service_cities.length
      ? {
          id: cleanerAccount.id, name: cleanerAccount.name, gender: 'male', locale: cleanerAccount.locale, cityIds: profile.service_cities.map((c) => c.placeId),
          rates: new Map(profile.service_cities.map((c) => [c.placeId, c.hourlyRateCents])), paymentMode: 'hourly', fixedRates: {}, serviceRates: {}, serviceTypes: profile.service_types.filter((t) => t !== 'commercial') as DemoCleaner['serviceTypes'],
          week: new Map<number, Slot>([1, 2, 3, 4, 5].map((d) => [d, 'full_day'])), busyness: 0.55, quality: 0.95, pets: ['cats', 'dogs'], portraitSeed: 100, rows: null,
        }
      : null;
  const client: DemoClient | null = clientAccount
    ? {
        id: clientAccount.id, name: clientAccount.name, email: clientAccount.email, locale: clientAccount.locale, hasPets: true, user: null,
        properties: [
          planProperty(clientAccount.id, 'sign-in:1', 'montreal', clientAccount.locale, 'condo', new Date(now.getTime() - 200 * 86_400_000), rng(9001)),
          planProperty(clientAccount.id, 'sign-in:2', 'laval', clientAccount.locale, 'house', new Date(now.getTime() - 200 * 86_400_000), rng(9002)),
        ],
      }
    : null;
  return { cleaner, client, adminId: of(SIGN_IN.admin)?.id ?? null };
}
