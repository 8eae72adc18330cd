import type { Mailer } from '../../src/shared/mailer.js';
import { inviteToReview } from './application/review-notices.js';
import { sendReviewReminders } from './application/send-review-reminders.js';
import { ALL_EMAILS, type EmailPreferences } from '../../src/shared/email-preferences.js';
import { ReviewReminders } from './adapters/persistence/migrations/2026120240-review-reminders.js';
import { reviewsErasure, reviewsInvolving } from './adapters/persistence/reviews.erasure.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, Bookings, Cleaners, ReviewSettings, ReviewsDeps } from './application/ports.js';
import { PgReviewRepository } from './adapters/persistence/reviews.repository.js';
import { ReviewsInit } from './adapters/persistence/migrations/2026112290-reviews-init.js';
import { reviewsRouter } from './adapters/http/reviews.routes.js';
import { adminReviewsRouter } from './adapters/http/admin-reviews.routes.js';
import { publishClosedWindows } from './application/booking-reviews.js';
import { refreshAggregates } from './application/refresh-aggregates.js';
import { partiesOf, presentPublicReview } from './application/review-views.js';
import { isVisible, type Review } from './domain/review.js';
import { reviewsPersonalData } from './application/personal-data.js';
import { reviewsAnalytics } from './adapters/persistence/reviews.analytics.js';

export type { ReviewBookingFacts } from './application/ports.js';
export type { Reliability } from './domain/aggregates.js';
export { completionRate } from './domain/aggregates.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const reviewsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112290-reviews-init', class: ReviewsInit },
    { name: '2026120240-review-reminders', class: ReviewReminders },
  ] satisfies MigrationObject[],
};

export interface ReviewsModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** Identity's accounts (names, pictures; the console's search). */
  accounts: Accounts;
  /** The booking module: who may review a booking, when it completed, and the cleaner's reliability counts. */
  bookings: Bookings;
  /** The cleaners module: slugs, and where the aggregates go (search sorting, profile, recommendations). */
  cleaners: Cleaners;
  settings: ReviewSettings;
  /** Review invitations and publication notices (issue #18); none when left out. */
  mailer?: Mailer;
  /** Whether a person turned review emails off (messaging's notification preferences); all on when left out. */
  preferences?: EmailPreferences;
  publicUrl?: string;
  /** The outbox, for REVIEW_PUBLISHED (integrators' review.published); none when left out. */
  flows?: ReviewsDeps['flows'];
}

export { REVIEW_PUBLISHED, type ReviewPublished } from './application/review-notices.js';

export function createReviewsModule(d: ReviewsModuleDeps) {
  const deps: ReviewsDeps = {
    reviews: new PgReviewRepository(d.em),
    tx: new OrmTransactor(d.em),
    accounts: d.accounts,
    bookings: d.bookings,
    cleaners: d.cleaners,
    clock: d.clock,
    newId,
    settings: d.settings,
    mailer: d.mailer ?? { send: async () => {} },
    preferences: d.preferences ?? ALL_EMAILS,
    publicUrl: d.publicUrl ?? '',
    flows: d.flows ?? { emit: async () => {} },
  };
  return {
    routers: [reviewsRouter(deps), adminReviewsRouter(deps)],
    api: {
      /** The scheduled job: publishes the pending reviews of closed windows (once across instances); returns how many. */
      publishClosedWindows: publishClosedWindows(deps),
      /** The `booking.visit_ended` flow's step for a completed visit: both parties are invited to review. */
      inviteToReview: inviteToReview(deps),
      /** The scheduled job: one reminder before the window closes to each party who has not reviewed (once across instances); returns how many. */
      sendReviewReminders: sendReviewReminders(deps),
      /** Recomputes and pushes one cleaner's aggregates (e.g. after a booking completes); runs in its own transaction. */
      refreshCleanerAggregates: (cleanerId: string) => deps.tx.run(() => refreshAggregates(deps)(cleanerId)),
      /** The stored aggregates of a cleaner, null before their first refresh. */
      aggregatesOf: (cleanerId: string) => deps.reviews.aggregatesOf(cleanerId),
      /** For the content module's testimonials: those of these reviews the public may read (published, not hidden, by a client). */
      publicReviews: async (ids: string[]) => {
        const found = await Promise.all(ids.map((id) => deps.reviews.find(id)));
        const visible = found.filter((r): r is Review => r !== null && r.direction === 'client_to_cleaner' && isVisible(r));
        const parties = await partiesOf(deps, visible);
        return visible.map((r) => {
          const view = presentPublicReview(r, parties);
          return { id: view.id, comment: view.comment, rating: view.ratings.overall, authorName: view.authorName, cleaningType: view.cleaningType, publishedAt: view.publishedAt };
        });
      },
      /** For the impact page: published, not hidden client reviews. */
      publishedCount: async () => (await deps.reviews.publicPage(null, 0, 1)).total,
      /** The console's analytics (issue #16): reviews written in a period, a cleaner's ratings by category over time. */
      analytics: reviewsAnalytics(d.em),
      /** The data export (portability): reviews the person wrote, and those about them they can read. */
      personalData: reviewsPersonalData(deps),
      /** Account deletion: reviews about the person and a cleaner's averages deleted; reviews they wrote stay, anonymous. */
      erasePersonalData: reviewsErasure(d.em),
      /** Ids of the reviews this person wrote or that are about them (account deletion: content withdraws their testimonials). */
      involvingIds: reviewsInvolving(d.em),
      /** Ids of the reviews this person wrote (the data export asks content which of them it quotes). */
      writtenIds: async (authorId: string) => (await deps.reviews.writtenBy(authorId, 100_000)).map((r) => r.id),
    },
    persistence: reviewsPersistence,
    deps,
  };
}

export type ReviewsModule = ReturnType<typeof createReviewsModule>;
