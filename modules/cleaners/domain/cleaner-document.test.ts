import { describe, expect, it } from 'vitest';
import { addMonths, backgroundCheckProblem, sniffDocument, verificationState } from './cleaner-document.js';
import { isListed } from './listing.js';
import { profileFor } from '../testing/profile-fixture.js';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const GIF = Buffer.from('GIF89a....');

describe('document type by magic bytes and extension', () => {
  it('accepts PDF, JPG and PNG whose extension matches', () => {
    expect(sniffDocument(PDF, 'id.pdf')?.contentType).toBe('application/pdf');
    expect(sniffDocument(PNG, 'ID.PNG')?.ext).toBe('png');
    expect(sniffDocument(JPG, 'photo.jpeg')?.ext).toBe('jpg');
    expect(sniffDocument(JPG, 'photo.jpg')?.contentType).toBe('image/jpeg');
  });
  it('refuses other content, a mismatched or missing extension, and empty files', () => {
    expect(sniffDocument(GIF, 'a.pdf')).toBeNull();
    expect(sniffDocument(PDF, 'a.png')).toBeNull();
    expect(sniffDocument(PNG, 'a.pdf')).toBeNull();
    expect(sniffDocument(PDF, 'pdf')).toBeNull();
    expect(sniffDocument(Buffer.alloc(0), 'a.pdf')).toBeNull();
    expect(sniffDocument(Buffer.from('<html>'), 'a.html')).toBeNull();
  });
});

describe('background check under 3 months old', () => {
  const today = new Date('2026-11-22T15:00:00Z');
  it('adds calendar months, clamped to month ends', () => {
    expect(addMonths('2026-08-22', 3)).toBe('2026-11-22');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
  it('accepts up to the day before 3 months, refuses from 3 months and future dates', () => {
    expect(backgroundCheckProblem('2026-11-22', today)).toBeNull();
    expect(backgroundCheckProblem('2026-08-23', today)).toBeNull();
    expect(backgroundCheckProblem('2026-08-22', today)).toBe('too_old');
    expect(backgroundCheckProblem('2025-01-01', today)).toBe('too_old');
    expect(backgroundCheckProblem('2026-11-23', today)).toBe('in_future');
  });
});

describe('verification state from the ID documents', () => {
  it.each([
    [[], 'unverified'],
    [[{ type: 'insurance', status: 'approved' }], 'unverified'],
    [[{ type: 'id', status: 'pending' }], 'pending'],
    [[{ type: 'id', status: 'rejected' }], 'rejected'],
    [[{ type: 'id', status: 'rejected' }, { type: 'id', status: 'pending' }], 'pending'],
    [[{ type: 'id', status: 'approved' }, { type: 'id', status: 'rejected' }], 'verified'],
    [[{ type: 'background_check', status: 'rejected' }, { type: 'id', status: 'approved' }], 'verified'],
  ] as const)('%j -> %s', (docs, state) => {
    expect(verificationState([...docs])).toBe(state);
  });
});

describe('listing rule', () => {
  const done = new Date('2026-11-01T00:00:00Z');
  const approvedId = [{ type: 'id', status: 'approved' }] as const;
  it('lists only with quick-start and ready-to-work done and an approved ID', () => {
    expect(isListed(profileFor({ quickStartCompletedAt: done, readyToWorkCompletedAt: done }), [...approvedId])).toBe(true);
    expect(isListed(profileFor({ quickStartCompletedAt: done, readyToWorkCompletedAt: null }), [...approvedId])).toBe(false);
    expect(isListed(profileFor({ quickStartCompletedAt: null, readyToWorkCompletedAt: done }), [...approvedId])).toBe(false);
    expect(isListed(profileFor({ quickStartCompletedAt: done, readyToWorkCompletedAt: done }), [{ type: 'id', status: 'pending' }])).toBe(false);
    expect(isListed(profileFor({ quickStartCompletedAt: done, readyToWorkCompletedAt: done }), [{ type: 'certification', status: 'approved' }])).toBe(false);
  });
  it('does not need full-verification to be complete', () => {
    expect(isListed(profileFor({ quickStartCompletedAt: done, readyToWorkCompletedAt: done, fullVerificationCompletedAt: null }), [...approvedId])).toBe(true);
  });
});
