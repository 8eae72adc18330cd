import type { Clock } from '../../../src/shared/clock.js';
import type { FileDisposal } from '../../../src/shared/file-disposal.js';
import type { FileStorage } from '../../../src/shared/file-storage.js';
import type { FlowEvents } from '../../../src/shared/flow-events.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { PersonalDataSource } from '../../../src/shared/personal-data.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';
import type { DataExport } from '../domain/data-export.js';
import type { SectionName } from '../domain/archive-readme.js';

export interface DataExportRepository {
  /** 'pending_exists' when this person already has a request being prepared (the database's unique index decides). */
  insert(e: DataExport): Promise<'inserted' | 'pending_exists'>;
  find(id: string): Promise<DataExport | null>;
  findPending(userId: string): Promise<DataExport | null>;
  /** The person's requests, newest first. */
  listOf(userId: string, limit: number): Promise<DataExport[]>;
  save(e: DataExport): Promise<void>;
  /** Counts a download; the first one's time is kept. */
  recordDownload(id: string, now: Date): Promise<void>;
  /** Marks at most `limit` ready archives whose link ended by `now` expired (rows taken SKIP LOCKED); answers their storage keys. */
  expireDue(now: Date, limit: number): Promise<string[]>;
  /** A trivial statement: keeps the current transaction from being ended as idle while files are read. */
  heartbeat(): Promise<void>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** Identity's account: who the archive is for, where to write, in which language (null once deleted). */
export interface PortabilityAccounts {
  find(userId: string): Promise<{ id: string; name: string; email: string; locale: Locale } | null>;
}

export interface ArchiveWriter {
  /** The archive of these files (names relative, forward slashes), dated `at`. */
  write(entries: { name: string; data: Buffer }[], at: Date): Buffer;
}

export interface PortabilitySettings {
  publicUrl: string;
  /** Days the download link works once the archive is ready; the archive is deleted after. */
  linkDays: number;
  /** Requests per person per 24 hours (one pending at a time besides). */
  requestsPerDay: number;
  /** Downloads per person per hour. */
  downloadsPerHour: number;
  /** Named in the archive's README and the email, for questions and corrections. */
  privacyOfficerEmail: string;
}

export interface PortabilityDeps {
  exports: DataExportRepository;
  tx: Transactor;
  accounts: PortabilityAccounts;
  /** Every module's part of the archive, one JSON file each (the shell wires each to the module that answers for it). */
  sources: Record<SectionName, PersonalDataSource>;
  archive: ArchiveWriter;
  files: FileStorage;
  /** Deletes expired archives once their rows say so (the outbox's `files.delete`, retried). */
  fileDisposal: FileDisposal;
  /** The outbox mailer: the "ready" email is recorded with the archive's row and sent after the commit. */
  mailer: Mailer;
  /** Starts the preparation in the request's transaction (flow `portability.export_requested`). */
  flows: FlowEvents;
  rateLimiter: RateLimiter;
  clock: Clock;
  newId: () => string;
  settings: PortabilitySettings;
}
