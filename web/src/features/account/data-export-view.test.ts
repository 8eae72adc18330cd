import { describe, expect, it } from 'vitest';
import { currentExport, formatFileSize } from './data-export-view';
import type { DataExport } from './api/list-my-data-exports';

const base: DataExport = { id: 'a', status: 'expired', requestedAt: '2026-11-01T12:00:00Z', readyAt: null, expiresAt: null, downloadedAt: null, expiredAt: null, sizeBytes: null, downloadUrl: null };

describe('formatFileSize', () => {
  it('writes sizes the way each language does', () => {
    expect(formatFileSize(512, 'fr')).toBe('512\u00a0o');
    expect(formatFileSize(1_234_567, 'fr')).toBe('1,2\u00a0Mo');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2\u00a0MB');
    expect(formatFileSize(48_000, 'en')).toBe('48\u00a0KB');
  });
});

describe('currentExport', () => {
  it('leads with the request being prepared, else a downloadable archive, else none', () => {
    const ready = { ...base, id: 'r', status: 'ready' as const, downloadUrl: '/api/users/me/data-exports/r/archive' };
    const pending = { ...base, id: 'p', status: 'pending' as const };
    expect(currentExport([ready, pending])?.id).toBe('p');
    expect(currentExport([base, ready])?.id).toBe('r');
    expect(currentExport([base])).toBeNull();
  });
});
