import { describe, expect, it } from 'vitest';
import { LEGAL_CATALOG, NOTICE_DAYS, findVersion, lateTermsVersions, upcomingVersion, upcomingVersions, versionInForce } from './catalog.js';
import { termsStatus, type Acceptance } from './acceptance.js';

const entries = [
  { version: '1.0', effectiveDate: '2026-11-26' },
  { version: '2.0', effectiveDate: '2027-02-01' },
];

describe('versions of a document', () => {
  it('puts in force the latest version whose date has come', () => {
    expect(versionInForce(entries, '2026-12-15').version).toBe('1.0');
    expect(versionInForce(entries, '2027-02-01').version).toBe('2.0');
    expect(versionInForce(entries, '2030-01-01').version).toBe('2.0');
  });

  it('keeps the first version in force before any date (a clock set in the past)', () => {
    expect(versionInForce(entries, '2020-01-01').version).toBe('1.0');
  });

  it('announces a published version ahead of its date', () => {
    expect(upcomingVersion(entries, '2026-12-15')).toEqual(entries[1]);
    expect(upcomingVersion(entries, '2027-02-01')).toBeNull();
  });

  it('finds a version by its label', () => {
    expect(findVersion(entries, '2.0')).toEqual(entries[1]);
    expect(findVersion(entries, '3.0')).toBeNull();
  });
});

describe('the 30 days notice of a new version of the terms (Consumer Protection Act, s. 11.2)', () => {
  it('every published version of the terms after the first was announced at least 30 days before it takes effect', () => {
    expect(NOTICE_DAYS).toBe(30);
    expect(lateTermsVersions(LEGAL_CATALOG.terms)).toEqual([]);
  });

  it('flags a version published less than 30 days ahead, or without its publication day', () => {
    const first = { version: '1.0', effectiveDate: '2026-11-26' };
    const onTime = { version: '2.0', effectiveDate: '2027-01-01', announcedOn: '2026-12-02' };
    const late = { version: '3.0', effectiveDate: '2027-03-01', announcedOn: '2027-01-31' };
    const undated = { version: '4.0', effectiveDate: '2027-06-01' };
    expect(lateTermsVersions([first, onTime, late, undated])).toEqual([late, undated]);
  });

  it('lists every upcoming version to notify, not the one in force', () => {
    const list = [...entries, { version: '3.0', effectiveDate: '2027-06-01' }];
    expect(upcomingVersions(list, '2026-12-15').map((e) => e.version)).toEqual(['2.0', '3.0']);
    expect(upcomingVersions(list, '2027-02-01').map((e) => e.version)).toEqual(['3.0']);
    expect(upcomingVersions(list, '2027-06-01')).toEqual([]);
  });
});

describe('termsStatus', () => {
  const current = entries[1]!;
  const acceptance = (version: string): Acceptance => ({ id: 'a', userId: 'u', document: 'terms', version, language: 'fr', acceptedAt: new Date('2026-11-26T15:00:00Z'), source: 'signup' });

  it('is accepted when the version in force is', () => {
    expect(termsStatus(current, acceptance('2.0'), null, 'client')).toMatchObject({ accepted: true, mustAccept: false, acceptance: { version: '2.0' } });
  });

  it('asks clients, cleaners and people without a role who accepted an older version (or none)', () => {
    expect(termsStatus(current, null, acceptance('1.0'), 'cleaner')).toMatchObject({ currentVersion: '2.0', accepted: false, mustAccept: true, acceptance: { version: '1.0' } });
    expect(termsStatus(current, null, null, null)).toMatchObject({ accepted: false, mustAccept: true, acceptance: null });
  });

  it('never asks staff (admins)', () => {
    expect(termsStatus(current, null, null, 'admin')).toMatchObject({ accepted: false, mustAccept: false });
  });
});
