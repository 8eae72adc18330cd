import type { EntityManager } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { FileStorage } from '../../src/shared/file-storage.js';
import type { Mailer } from '../../src/shared/mailer.js';
import { gazetteer } from '../geo/index.js';
import type { CleanerAccounts, CleanersDeps } from './application/ports.js';
import { listListedCleaners } from './application/listed-cleaners.js';
import { CleanerDocumentSchema, CleanerProfileSchema, PortfolioPhotoSchema } from './adapters/persistence/cleaners.schema.js';
import {
  MikroOrmCleanerDocumentRepository,
  MikroOrmCleanerProfileRepository,
  MikroOrmPortfolioPhotoRepository,
  MikroOrmTransactor,
} from './adapters/persistence/cleaners.repositories.js';
import { CleanersInit } from './adapters/persistence/migrations/2026112230-cleaners-init.js';
import { sharpImageProcessor } from './adapters/sharp.image-processor.js';
import { cleanersRouter } from './adapters/http/cleaners.routes.js';
import { adminProfileReviewRouter } from './adapters/http/admin-profile-review.routes.js';
import { deriveView } from './application/profile-view.js';

export type { CleanerAccount, CleanerAccounts } from './application/ports.js';
export type { ListedCleaner } from './application/listed-cleaners.js';
export type { ServiceCity, FixedRates } from './domain/cleaner-profile.js';
export type { VerificationState } from './domain/cleaner-document.js';
export type { Badge } from './domain/badges.js';
export {
  SERVICE_TYPES,
  LANGUAGES,
  PETS,
  EXPERIENCE_LEVELS,
  PROPERTY_TYPES,
  type ServiceType,
  type Language,
  type Pet,
  type ExperienceLevel,
  type PropertyType,
  type PaymentMode,
} from './domain/cleaner-vocabulary.js';
export { PROFILE_LIMITS } from './domain/profile-limits.js';
/** For other modules' unit tests: an in-memory api and a listed-cleaner builder. */
export { fakeCleanersApi, listedCleaner } from './testing/fake-cleaners-api.js';

/** Tables and migrations, known before the ORM starts. */
export const cleanersPersistence = {
  entities: [CleanerProfileSchema, CleanerDocumentSchema, PortfolioPhotoSchema],
  migrations: [{ name: '2026112230-cleaners-init', class: CleanersInit }] satisfies MigrationObject[],
};

export interface CleanersModuleDeps {
  em: () => EntityManager;
  /** The account side (name, email, language, birth date), read from modules/identity by the shell. */
  accounts: CleanerAccounts;
  files: FileStorage;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
}

export function createCleanersModule(d: CleanersModuleDeps) {
  const places = gazetteer();
  const deps: CleanersDeps = {
    profiles: new MikroOrmCleanerProfileRepository(d.em),
    documents: new MikroOrmCleanerDocumentRepository(d.em),
    photos: new MikroOrmPortfolioPhotoRepository(d.em),
    accounts: d.accounts,
    images: sharpImageProcessor,
    places: { exists: (id) => places.findPlace(id)?.id === id, nameOf: (id) => (places.findPlace(id)?.id === id ? places.findPlace(id)!.name : null) },
    files: d.files,
    mailer: d.mailer,
    clock: d.clock,
    tx: new MikroOrmTransactor(d.em),
    publicUrl: d.publicUrl,
  };
  return {
    routers: [cleanersRouter(deps), adminProfileReviewRouter(deps)],
    api: {
      /**
       * Every publicly listed cleaner (quick-start and ready-to-work done, ID approved) with what
       * search and recommendations filter on: cities and rates, service types, languages, pets,
       * experience, badges. Only the active payment mode's rates apply.
       */
      listedCleaners: () => listListedCleaners(deps)(),
      /** One cleaner by public slug, or null when absent or not listed (for /cleaners/:slug). */
      // Suspended or deleted cleaners are left out even when their profile qualifies.
      listedCleanerBySlug: async (slug: string) => (await listListedCleaners(deps)({ slug }))[0] ?? null,
      /** Is this cleaner listed right now (for booking: only listed cleaners can be booked)? */
      isListed: async (userId: string) => {
        const profile = await deps.profiles.findByUserId(userId);
        const account = await deps.accounts.find(userId);
        if (!profile || !account?.active || account.role !== 'cleaner') return false;
        return deriveView(profile, null, await deps.documents.listOf(userId), [], d.clock.now()).isListed;
      },
    },
    deps,
  };
}

export type CleanersModule = ReturnType<typeof createCleanersModule>;
