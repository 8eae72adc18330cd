import type { Locale } from '../../../src/shared/locale.js';
import { localDateOf } from '../../../src/shared/local-time.js';

/**
 * One request for "all the data Éclat holds about me" (Law 25, s. 27: access and portability), and
 * its delivery: asked, prepared in the background, offered for `linkDays`, then deleted. The row is
 * the log of the request (docs/decisions.md, "Data portability"); the archive file lives beside it.
 * - pending: asked, the archive is being prepared (one at a time per person)
 * - ready: the archive is stored and may be downloaded by its owner until `expiresAt`
 * - expired: the link's time is over, the archive deleted
 * - cancelled: the account was deleted before the archive was made (there is nobody to give it to)
 */
export type DataExportStatus = 'pending' | 'ready' | 'expired' | 'cancelled';

export interface DataExport {
  id: string;
  userId: string;
  status: DataExportStatus;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  /** The first download; `downloadCount` counts them all. */
  downloadedAt: Date | null;
  downloadCount: number;
  /** When the archive was deleted (expired) or the request given up (cancelled). */
  expiredAt: Date | null;
  storageKey: string | null;
  sizeBytes: number | null;
  /** The language of the archive's README (the account's at preparation). */
  locale: Locale | null;
}

const DAY_MS = 86_400_000;

/** Under its own folder, named by the request: a retried preparation writes the same file again. */
export const archiveKeyOf = (exportId: string): string => `data-exports/${exportId}.zip`;

export function newDataExport(id: string, userId: string, now: Date): DataExport {
  return { id, userId, status: 'pending', requestedAt: now, readyAt: null, expiresAt: null, downloadedAt: null, downloadCount: 0, expiredAt: null, storageKey: null, sizeBytes: null, locale: null };
}

export function markReady(e: DataExport, at: { now: Date; linkDays: number; sizeBytes: number; locale: Locale }): DataExport {
  if (e.status !== 'pending') throw new Error(`export ${e.id} is ${e.status}, not pending`);
  return { ...e, status: 'ready', readyAt: at.now, expiresAt: new Date(at.now.getTime() + at.linkDays * DAY_MS), storageKey: archiveKeyOf(e.id), sizeBytes: at.sizeBytes, locale: at.locale };
}

export function markCancelled(e: DataExport, now: Date): DataExport {
  if (e.status !== 'pending') throw new Error(`export ${e.id} is ${e.status}, not pending`);
  return { ...e, status: 'cancelled', expiredAt: now };
}

/** Ready and its link not past its end (the hourly job deletes it soon after; until then it is refused already). */
export const isDownloadable = (e: DataExport, now: Date): boolean => e.status === 'ready' && e.expiresAt !== null && e.expiresAt.getTime() > now.getTime();

/** The status the person is shown: a ready archive past its end is expired, whether or not the job has run. */
export const shownStatus = (e: DataExport, now: Date): DataExportStatus => (e.status === 'ready' && !isDownloadable(e, now) ? 'expired' : e.status);

/** The downloaded file's name, in the archive's language and dated on Quebec's calendar: eclat-donnees-2026-11-30.zip. */
export const archiveFileName = (e: Pick<DataExport, 'readyAt' | 'locale'>): string =>
  `${e.locale === 'en' ? 'eclat-data' : 'eclat-donnees'}-${e.readyAt ? localDateOf(e.readyAt) : 'archive'}.zip`;
