import { noFlowEvents, type FlowEvents } from '../../src/shared/flow-events.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { PushNotifier } from '../../src/shared/push-notices.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type Stripe from 'stripe';
import type { Clock } from '../../src/shared/clock.js';
import type { Locale } from '../../src/shared/locale.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, Bookings, ConnectProvider, PayoutSettings, PayoutsDeps } from './application/ports.js';
import { PgPayoutRepository } from './adapters/persistence/payouts.repository.js';
import { payoutsPersonalData } from './adapters/persistence/payouts.personal-data.js';
import { PayoutsInit } from './adapters/persistence/migrations/2026112310-payouts-init.js';
import { PayoutsAnalyticsIndex } from './adapters/persistence/migrations/2026112951-payouts-analytics-index.js';
import { PayoutHolds } from './adapters/persistence/migrations/2026120500-payout-holds.js';
import { PayoutsAnalyticsRollups } from './adapters/persistence/migrations/2026121401-payouts-analytics-rollups.js';
import { heldVisits, holdVisit, refundShares, settleCase } from './application/case-holds.js';
import { PayoutEarningsTips } from './adapters/persistence/migrations/2026120231-payout-earnings-tips.js';
import { PayoutsAnalyticsReader } from './adapters/persistence/payouts.analytics.js';
import { payoutsSellerFigures } from './adapters/persistence/payouts.seller-figures.js';
import { payoutsAnalytics } from './application/analytics.js';
import { StripeConnectAdapter } from './adapters/stripe-connect.adapter.js';
import { DevelopmentConnectProvider } from './adapters/development-connect.provider.js';
import { payoutsRouter } from './adapters/http/payouts.routes.js';
import { adminPayoutsRouter } from './adapters/http/admin-payouts.routes.js';
import { canReceiveTransfers, createAccountLink, syncAccount } from './application/payout-account.js';
import { addEarning, recordBookingEarning, recordCancellationEarning, recordTipEarning, visitEnded } from './application/earnings.js';
import { previewRun, runWeekly } from './application/weekly-run.js';
import { handleProviderEvent, HANDLED_EVENTS } from './application/provider-events.js';
import { statementData } from './application/cleaner-views.js';
import { describeEarning } from './application/views.js';
import { bookingEarning, cancellationEarning, type Earning, type QuoteMoney } from './domain/earning.js';

export type { ProviderEvent } from './application/provider-events.js';
export type { StatementData } from './application/cleaner-views.js';
export type { Earning, EarningKind } from './domain/earning.js';
export type { Payout, PayoutBookingFacts } from './application/ports.js';
export { WEEKLY_RUN } from './domain/iso-week.js';
export { PAYOUT_PAID, type PayoutPaid } from './application/payout-paid.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const payoutsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112310-payouts-init', class: PayoutsInit },
    { name: '2026112951-payouts-analytics-index', class: PayoutsAnalyticsIndex },
    { name: '2026120231-payout-earnings-tips', class: PayoutEarningsTips },
    { name: '2026120500-payout-holds', class: PayoutHolds },
    { name: '2026121401-payouts-analytics-rollups', class: PayoutsAnalyticsRollups },
  ] satisfies MigrationObject[],
};

export interface PayoutsModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  env: 'development' | 'production' | 'test';
  /** The process's Stripe client (src/shared/stripe-client.ts); null: the development provider (refused in production). */
  stripe: Stripe | null;
  publicUrl: string;
  /** Origins the site is served from (config.allowedOrigins): onboarding returns to the one the cleaner is on. */
  siteOrigins?: readonly string[];
  accounts: Accounts;
  /** The booking module: parties, status and quote of a booking. */
  bookings: Bookings;
  settings: PayoutSettings;
  onError: (error: unknown, what: string) => void;
  /** Payout sent or failed emails (issue #18); none when left out. */
  mailer?: Mailer;
  /** The outbox, for PAYOUT_PAID (integrators' payout.paid); none when left out. */
  flows?: FlowEvents;
  /** Push notifications of paid payouts (issue #34); none when left out. */
  push?: PushNotifier;
}

function providerFor(d: PayoutsModuleDeps): ConnectProvider {
  if (d.stripe) return new StripeConnectAdapter(d.stripe);
  if (d.env === 'production') throw new Error('Payouts need STRIPE_SECRET_KEY in production: the development provider never moves real money');
  return new DevelopmentConnectProvider();
}

export function createPayoutsModule(d: PayoutsModuleDeps) {
  const deps: PayoutsDeps = {
    payouts: new PgPayoutRepository(d.em),
    tx: new OrmTransactor(d.em),
    provider: providerFor(d),
    accounts: d.accounts,
    bookings: d.bookings,
    clock: d.clock,
    newId,
    settings: d.settings,
    onError: d.onError,
    mailer: d.mailer ?? { send: async () => {} },
    publicUrl: d.publicUrl,
    siteOrigins: d.siteOrigins ?? [new URL(d.publicUrl).origin],
    flows: d.flows ?? noFlowEvents,
    ...(d.push ? { push: d.push } : {}),
  };
  return {
    routers: [payoutsRouter(deps), adminPayoutsRouter(deps)],
    api: {
      /** Booking's screens: what the cleaner earns from a visit, by the rule the ledger records it with. */
      visitShare: (quote: QuoteMoney) => bookingEarning(quote, deps.settings.commissionPercent),
      /** Booking's screens: the cleaner's part of a client's late-cancellation fee. */
      cancellationFeeShare: (feeCents: number) => cancellationEarning(feeCents, deps.settings.commissionPercent),
      /** Booking's gate on accept: the cleaner's connected account can receive transfers. */
      canReceiveTransfers: canReceiveTransfers(deps),
      /** Payments' hook once a booking is fully paid: the cleaner's share, recorded once. */
      recordBookingEarning: recordBookingEarning(deps),
      /** A client's late cancellation: the cleaner's share of the fee, recorded once. */
      recordCancellationEarning: recordCancellationEarning(deps),
      /** The `tip.paid` flow: the tip as the cleaner's earning, whole (no commission), recorded once per visit. */
      recordTipEarning: recordTipEarning(deps),
      /** Booking's visit-ended hook: earns a fully paid visit or shows it as pending; earns a client's late-cancellation fee. */
      visitEnded: visitEnded(deps),
      /** Referral rewards (issue #7) and adjustments, once per sourceKey. */
      addEarning: addEarning(deps),
      /** Referrals' cash rewards: one referral_reward line per reward, paid with the next weekly payout. */
      creditReferralCash: async (input: { cleanerId: string; amountCents: number; rewardId: string }): Promise<boolean> => {
        await addEarning(deps)({ cleanerId: input.cleanerId, kind: 'referral_reward', sourceKey: `referral:${input.rewardId}`, note: null, grossCents: input.amountCents, commissionCents: 0, taxCents: 0, amountCents: input.amountCents });
        return true;
      },
      /** Payments' webhook hands over account.updated, transfer.reversed, payout.paid and payout.failed. */
      handleStripeEvent: handleProviderEvent(deps),
      handledStripeEvents: HANDLED_EVENTS,
      /** Friday's job (and the console's manual run): pays one ISO week once. */
      runWeekly: runWeekly(deps),
      /** The cases module (issue #36): a visit under an open case is held out of payouts; a decision settles it. */
      holdVisit: holdVisit(deps),
      settleCase: settleCase(deps),
      refundShares: refundShares(deps),
      heldVisits: heldVisits(deps),
      previewRun: previewRun(deps),
      /** For the invoices module's monthly statements. */
      statementData: statementData(deps),
      statementMonths: (cleanerId: string) => deps.payouts.statementMonths(cleanerId),
      describeEarning: (e: Pick<Earning, 'kind' | 'serviceDate' | 'note'>, locale: Locale) => describeEarning(e, locale),
      /**
       * The demo seed: a cleaner's account through the same steps as the web (link, then sync).
       * With the development provider the account is active at once; with Stripe it waits for onboarding.
       */
      connectAccount: async (cleanerId: string) => {
        await createAccountLink(deps)(cleanerId);
        return syncAccount(deps)(cleanerId);
      },
      providerName: deps.provider.name,
      /** The console's analytics (issue #16): commission, the next run, a cleaner's earnings and payouts, aggregated in SQL. */
      analytics: payoutsAnalytics(deps, new PayoutsAnalyticsReader(d.em)),
      /** The data export (portability): the cleaner's payout account, earnings and payouts. */
      personalData: payoutsPersonalData(d.em),
      /** The seller report (seller-reporting module, Part XX): figures per quarter, payout account references, last year paid. */
      sellerFigures: payoutsSellerFigures(d.em),
    },
    persistence: payoutsPersistence,
    deps,
  };
}

export type PayoutsModule = ReturnType<typeof createPayoutsModule>;
