import { referralsErasure } from './adapters/persistence/referrals.erasure.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, Bookings, Cards, CashRewards, ReferralSettings, ReferralsDeps } from './application/ports.js';
import { PgReferralRepository } from './adapters/persistence/referrals.repository.js';
import { ReferralsInit } from './adapters/persistence/migrations/2026112330-referrals-init.js';
import { referralsRouter } from './adapters/http/referrals.routes.js';
import { availableCentsRead, onVisitEnded, reserveCredits, runMaintenance, spendableCents } from './application/credits.js';
import { referralsPersonalData } from './application/personal-data.js';

export type { Cards, CashRewards } from './application/ports.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const referralsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [{ name: '2026112330-referrals-init', class: ReferralsInit }] satisfies MigrationObject[],
};

/** Until the payments module tells card fingerprints: no card is known, so only email aliases reveal a second account. */
export const noKnownCards: Cards = { fingerprints: async () => [] };
/** Until the payouts module takes referral cash: nothing is credited, the reward stays owed ("available"). */
export const noCashRewards: CashRewards = { credit: async () => false };

export interface ReferralsModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** Identity's accounts (names, emails, roles). */
  accounts: Accounts;
  /** The booking module: whether a person is still new, and the parties and status of a visit. */
  bookings: Bookings;
  /** The payments module's card fingerprints (abuse: one person, two accounts). */
  cards?: Cards;
  /** The payouts module's earnings (a cleaner's referral cash). */
  cash?: CashRewards;
  settings: ReferralSettings;
  onSideEffectError: (error: unknown) => void;
}

export function createReferralsModule(d: ReferralsModuleDeps) {
  const repository = new PgReferralRepository(d.em);
  const deps: ReferralsDeps = {
    referrals: repository,
    tx: new OrmTransactor(d.em),
    accounts: d.accounts,
    bookings: d.bookings,
    cards: d.cards ?? noKnownCards,
    cash: d.cash ?? noCashRewards,
    clock: d.clock,
    newId,
    settings: d.settings,
    onSideEffectError: d.onSideEffectError,
  };
  return {
    routers: [referralsRouter(deps)],
    api: {
      /** The booking module's ReferralCredits: what the quote takes off a first visit, and setting it aside once requested. */
      credits: {
        availableCents: spendableCents(deps),
        /** availableCents as a read, to run with a booking request's other reads in one statement (src/shared/sql-read.ts). */
        availableCentsRead: availableCentsRead(deps, repository),
        reserve: reserveCredits(deps),
      },
      /** The booking module's visit-ended hook: reservations settle and first completions qualify referrals. */
      visitEnded: onVisitEnded(deps),
      /** The hourly job: expiry and release of reservations whose visit ended otherwise. */
      runMaintenance: runMaintenance(deps),
      /** The data export (portability): the person's codes, referrals and rewards as their page shows them. */
      personalData: referralsPersonalData(deps),
      /** Account deletion: codes stop, unused credits lapse; referrals and rewards stay as ids and amounts. */
      erasePersonalData: referralsErasure(d.em, d.clock),
    },
    persistence: referralsPersistence,
    deps,
  };
}

export type ReferralsModule = ReturnType<typeof createReferralsModule>;
