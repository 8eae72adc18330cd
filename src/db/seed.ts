import { randomBytes } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RunningServer } from '../server.js';
import { createUserWithRole, replacePassword } from '../../modules/identity/index.js';
import { SEED_EMAIL_DOMAIN, generateCleaner, insertCleaners, seedEmail } from './seed-cleaners.js';
import type { AppConfig } from '../config/config.js';
import type { PhaseTimes } from './phase-times.js';
import type { RefreshSearchEntries } from '../../modules/cleaners/index.js';
import { seedDemoWorld, type DemoWorldOutcome } from './demo/demo-world.js';

const DEMO = [
  { role: 'client', email: 'client@demo.eclat.local', name: 'Camille Client' },
  { role: 'cleaner', email: 'cleaner@demo.eclat.local', name: 'Gabriel Nettoyeur' },
  { role: 'admin', email: 'admin@demo.eclat.local', name: 'Alex Admin' },
] as const;

/** Cleaners written per round of the bulk seed (one statement per table, then one search rebuild). */
const SEED_BATCH = 1000;
/** From this many new cleaners, loading the place entries without their indexes and building these afterwards is the faster way. */
const BULK_INDEX_REBUILD_FROM = 2000;

export const RESET_DEMO_PASSWORDS = 'npm run db:seed -- --reset-demo-passwords';

/**
 * Demo accounts for a fresh machine. Their passwords are random and printed once, when created
 * (with the command that makes new ones); later starts leave existing accounts alone unless
 * `resetPasswords` asks for new passwords (their sessions end). The demo cleaner gets a complete,
 * listed profile (once: an existing profile is left as it is).
 */
export async function seedDemoData(server: RunningServer, print: (line: string) => void = console.log, options: { resetPasswords?: boolean } = {}): Promise<void> {
  const shown: string[] = [];
  await RequestContext.create(server.orm.em, async () => {
    const deps = server.app.identity.deps;
    for (const demo of DEMO) {
      const password = `demo-${randomBytes(6).toString('base64url')}`;
      const result = await createUserWithRole(deps, { ...demo, password, locale: 'fr', isDemo: true, ...(demo.role === 'cleaner' ? { dateOfBirth: '1990-05-14' } : {}) });
      const replaced = result === 'exists' && options.resetPasswords === true && (await replacePassword(deps, demo.email, password));
      if (result === 'created' || replaced) shown.push(`  ${demo.role.padEnd(8)} ${demo.email.padEnd(28)} ${password}`);
    }
  });
  await seedDemoCleanerProfile(server);
  await seedDemoPayoutAccount(server);
  // Before/after drawings labelled as demo, so the gallery and its filters can be tried (none once real pairs exist).
  await RequestContext.create(server.orm.em, () => server.app.content.api.seedDemoGallery());
  if (shown.length) {
    print(['', 'Demo accounts (shown only this once):', ...shown, `Lost them? New passwords: ${RESET_DEMO_PASSWORDS}`, ''].join('\n'));
  } else {
    print(`Demo accounts: ${DEMO.map((d) => d.email).join(', ')} (new passwords: ${RESET_DEMO_PASSWORDS})`);
  }
}

/**
 * What a development start seeds (src/main.ts, when SEED_DEMO_DATA is on): the sign-in accounts,
 * then the demo world (issue #35) if the database holds nothing else yet.
 */
export async function seedAtBoot(server: RunningServer, config: AppConfig, print: (line: string) => void = console.log): Promise<DemoWorldOutcome> {
  await seedDemoData(server, print);
  return seedDemoWorld(server, config, { onlyIfNew: true, print });
}

async function seedDemoCleanerProfile(server: RunningServer): Promise<void> {
  await RequestContext.create(server.orm.em, async () => {
    const em = server.orm.em as unknown as EntityManager;
    const user = await server.app.identity.deps.users.findByEmail('cleaner@demo.eclat.local');
    if (!user) return;
    const [existing] = await em.execute<{ n: string }[]>('select count(*) as n from cleaners_profiles where user_id = ?', [user.id]);
    if (Number(existing?.n) > 0) return;
    const now = new Date();
    const demo = {
      ...generateCleaner(0, now),
      id: user.id,
      email: user.email,
      name: user.name,
      slug: 'gabriel-nettoyeur',
      bio: "Professionnel du ménage à Montréal depuis huit ans. Minutieux, ponctuel et discret, j'apporte mon équipement et des produits écologiques.",
      languages: ['french', 'english'] as ('french' | 'english')[],
      experienceLevel: 'expert' as const,
      experienceYears: 8,
      primaryCityId: 'montreal',
      serviceCities: [
        { placeId: 'montreal', hourlyRateCents: 3500 },
        { placeId: 'laval', hourlyRateCents: 3800 },
      ],
      coverageKm: 25,
      paymentMode: 'hourly' as const,
      fixedRates: {},
      serviceTypes: ['regular', 'deep', 'move_in_out'] as ('regular' | 'deep' | 'move_in_out')[],
      listed: true,
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, slot: 'full_day' as const })),
      ratings: { average: null, count: 0, completionRate: null },
      createdAt: now,
    };
    await em.transactional(async () => {
      await insertCleaners(em, [demo], now, { accounts: false });
      await server.app.cleaners.api.refreshSearchEntries([user.id]);
    });
  });
}

/**
 * The demo cleaner's payout account, so that they can accept requests: with the development provider
 * it is active at once (the simulation). With Stripe keys the cleaner onboards through the web like anyone.
 */
async function seedDemoPayoutAccount(server: RunningServer): Promise<void> {
  if (server.app.payouts.api.providerName !== 'development') return;
  await RequestContext.create(server.orm.em, async () => {
    const user = await server.app.identity.deps.users.findByEmail('cleaner@demo.eclat.local');
    if (!user || (await server.app.payouts.api.canReceiveTransfers(user.id))) return;
    await server.app.payouts.api.connectAccount(user.id);
  });
}

/**
 * `--cleaners N` tops the seeded cleaners up to N (cleaner-000001@seed.eclat.local ... N): a re-run
 * with the same N adds nothing, a larger N adds the difference. Returns how many were added.
 */
export async function seedCleaners(
  server: RunningServer,
  target: number,
  print: (line: string) => void = console.log,
  options: { rebuildIndexesFrom?: number; times?: PhaseTimes } = {},
): Promise<number> {
  const started = performance.now();
  const timed = <T>(phase: string, work: () => Promise<T>) => (options.times ? options.times.time(phase, work) : work());
  const em = server.orm.em.fork() as unknown as EntityManager;
  const rows = await em.execute<{ email: string }[]>(`select email from identity_users where email like ?`, [`%@${SEED_EMAIL_DOMAIN}`]);
  const have = new Set(rows.map((r) => r.email));
  const missing: number[] = [];
  for (let i = 1; i <= target; i++) if (!have.has(seedEmail(i))) missing.push(i);
  const now = new Date();
  // One transaction: a bulk load writes the place entries without their indexes and builds them at the
  // end (maintaining them row by row was most of the time); a failure leaves everything as it was.
  await RequestContext.create(server.orm.em, async () => {
    const ctxEm = server.orm.em as unknown as EntityManager;
    const cleanersApi = server.app.cleaners.api;
    const load = async (refresh: RefreshSearchEntries) => {
      for (let i = 0; i < missing.length; i += SEED_BATCH) {
        const batch = await timed('cleaners generated', async () => missing.slice(i, i + SEED_BATCH).map((index) => generateCleaner(index, now)));
        await timed('cleaners inserted', () => insertCleaners(ctxEm, batch, now));
        await timed('search rows', () => refresh(batch.map((c) => c.id), new Map(batch.map((c) => [c.id, c.ratings]))));
        ctxEm.clear();
      }
    };
    await ctxEm.transactional(async () => {
      // The commit waits for no disk flush: a crash just after it loses a seed, which runs again.
      await ctxEm.execute('set local synchronous_commit = off');
      if (missing.length < (options.rebuildIndexesFrom ?? BULK_INDEX_REBUILD_FROM)) await load(cleanersApi.refreshSearchEntries);
      else {
        let loaded = 0;
        await cleanersApi.loadSearchEntriesInBulk(async (refresh) => {
          await load(refresh);
          loaded = performance.now();
        });
        options.times?.add('place entries and indexes', performance.now() - loaded);
      }
    });
  });
  // Fresh statistics, so the planner picks the search indexes at once, and a fresh visibility map, so
  // counts read the place entries' index alone (autovacuum would do both, later).
  if (missing.length) await timed('vacuum analyze', () => em.execute('vacuum analyze cleaners_search, cleaners_search_keys, cleaners_search_places'));
  if (missing.length) print(`Seeded ${missing.length} cleaners (now ${target}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  else print(`${target} seeded cleaners already present.`);
  return missing.length;
}
