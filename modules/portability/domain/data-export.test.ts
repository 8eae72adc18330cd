import { describe, expect, it } from 'vitest';
import { archiveFileName, archiveKeyOf, isDownloadable, markCancelled, markReady, newDataExport, shownStatus } from './data-export.js';

const asked = new Date('2026-11-30T15:00:00Z');
const DAY = 86_400_000;

describe('a data export', () => {
  const pending = newDataExport('e1', 'u1', asked);

  it('becomes ready with its file, size, language and the link ending linkDays later', () => {
    const ready = markReady(pending, { now: new Date(asked.getTime() + 60_000), linkDays: 7, sizeBytes: 1234, locale: 'en' });
    expect(ready).toMatchObject({ status: 'ready', storageKey: archiveKeyOf('e1'), sizeBytes: 1234, locale: 'en' });
    expect(ready.expiresAt!.getTime() - ready.readyAt!.getTime()).toBe(7 * DAY);
    expect(() => markReady(ready, { now: asked, linkDays: 7, sizeBytes: 1, locale: 'fr' })).toThrow(/not pending/);
  });

  it('is downloadable until the link ends, then shown expired even before the job deletes it', () => {
    const ready = markReady(pending, { now: asked, linkDays: 7, sizeBytes: 1, locale: 'fr' });
    const end = ready.expiresAt!.getTime();
    expect(isDownloadable(ready, new Date(end - 1))).toBe(true);
    expect(isDownloadable(ready, new Date(end))).toBe(false);
    expect(shownStatus(ready, new Date(end))).toBe('expired');
    expect(isDownloadable(pending, asked)).toBe(false);
    expect(shownStatus(pending, new Date(end))).toBe('pending');
  });

  it('is given up, never made ready, when its account is gone', () => {
    const cancelled = markCancelled(pending, asked);
    expect(cancelled).toMatchObject({ status: 'cancelled', expiredAt: asked, storageKey: null });
    expect(isDownloadable(cancelled, asked)).toBe(false);
  });

  it('is downloaded under a name in its language, dated on the Quebec calendar', () => {
    // 02:00 UTC on Dec 1 is still Nov 30 in Quebec.
    const late = new Date('2026-12-01T02:00:00Z');
    expect(archiveFileName({ readyAt: late, locale: 'fr' })).toBe('eclat-donnees-2026-11-30.zip');
    expect(archiveFileName({ readyAt: late, locale: 'en' })).toBe('eclat-data-2026-11-30.zip');
  });
});
