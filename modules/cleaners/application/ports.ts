import type { Clock } from '../../../src/shared/clock.js';
import type { FileStorage } from '../../../src/shared/file-storage.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { CleanerProfile } from '../domain/cleaner-profile.js';
import type { CleanerDocument, DocumentStatus } from '../domain/cleaner-document.js';
import type { PortfolioPhoto } from '../domain/portfolio-photo.js';

export interface CleanerProfileRepository {
  findByUserId(userId: string): Promise<CleanerProfile | null>;
  findBySlug(slug: string): Promise<CleanerProfile | null>;
  /** Slugs equal to `base` or `base-N`, to pick the next free one. */
  slugsLike(base: string): Promise<Set<string>>;
  /** Inserts at once; false when the slug was taken in the meantime (unique index). */
  add(profile: CleanerProfile): Promise<boolean>;
  findMany(userIds: string[]): Promise<CleanerProfile[]>;
  /** Profiles that passed quick-start and ready-to-work and have an approved ID document. */
  listListed(): Promise<CleanerProfile[]>;
  flush(): Promise<void>;
}

export interface ReviewQueueQuery {
  /** 'pending': cleaners with at least one document awaiting review; 'all': every cleaner with a document. */
  status: 'pending' | 'all';
  q?: string;
  ids?: string[];
  sort: { field: 'oldestPendingAt' | 'lastUploadAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface ReviewQueueRow {
  cleanerId: string;
  pendingCount: number;
  oldestPendingAt: Date | null;
  lastUploadAt: Date;
}

export interface CleanerDocumentRepository {
  add(document: CleanerDocument): Promise<void>;
  findById(id: string): Promise<CleanerDocument | null>;
  listOf(cleanerId: string): Promise<CleanerDocument[]>;
  listOfMany(cleanerIds: string[]): Promise<CleanerDocument[]>;
  remove(document: CleanerDocument): Promise<void>;
  reviewQueue(query: ReviewQueueQuery & { matchingIds?: string[] }): Promise<{ rows: ReviewQueueRow[]; total: number }>;
  countByStatus(cleanerId: string, status: DocumentStatus): Promise<number>;
  flush(): Promise<void>;
}

export interface PortfolioPhotoRepository {
  add(photo: PortfolioPhoto): Promise<void>;
  findById(id: string): Promise<PortfolioPhoto | null>;
  listOf(cleanerId: string): Promise<PortfolioPhoto[]>;
  countOf(cleanerId: string): Promise<number>;
  remove(photo: PortfolioPhoto): Promise<void>;
}

/** The account side of a cleaner, owned by modules/identity and read through this port. */
export interface CleanerAccount {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  role: 'client' | 'cleaner' | 'admin' | null;
  dateOfBirth: string | null;
  profilePic: string | null;
  /** False when suspended or deleted: such a cleaner is never listed. */
  active: boolean;
}

export interface CleanerAccounts {
  find(userId: string): Promise<CleanerAccount | null>;
  findMany(userIds: string[]): Promise<CleanerAccount[]>;
  /** Ids of accounts whose name or email contains `q` (for the console's search). */
  searchIds(q: string, limit: number): Promise<string[]>;
}

export interface ResizedImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Re-encodes an uploaded picture to the portfolio sizes, without its metadata. */
export interface ImageProcessor {
  toPortfolio(data: Buffer): Promise<ResizedImage | null>;
}

export interface Places {
  exists(placeId: string): boolean;
  /** The place's display name ("Trois-Rivières"), or null when unknown. */
  nameOf(placeId: string): string | null;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface CleanersDeps {
  profiles: CleanerProfileRepository;
  documents: CleanerDocumentRepository;
  photos: PortfolioPhotoRepository;
  accounts: CleanerAccounts;
  images: ImageProcessor;
  places: Places;
  files: FileStorage;
  mailer: Mailer;
  clock: Clock;
  tx: Transactor;
  publicUrl: string;
}
