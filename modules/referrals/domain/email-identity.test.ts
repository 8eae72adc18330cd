import { describe, expect, it } from 'vitest';
import { normalizeEmail, samePerson } from './email-identity.js';

describe('normalizeEmail', () => {
  it('ignores case and a +tag', () => {
    expect(normalizeEmail('Marie.Roy+eclat@Videotron.CA')).toBe('marie.roy@videotron.ca');
    expect(normalizeEmail('  marie@exemple.qc.ca ')).toBe('marie@exemple.qc.ca');
  });
  it('drops dots for Gmail only, and treats googlemail.com as gmail.com', () => {
    expect(normalizeEmail('m.a.r.i.e+2@gmail.com')).toBe('marie@gmail.com');
    expect(normalizeEmail('Ma.Rie@googlemail.com')).toBe('marie@gmail.com');
    expect(normalizeEmail('ma.rie@outlook.com')).toBe('ma.rie@outlook.com');
  });
  it('keeps a leading + and odd addresses as they are (lower case)', () => {
    expect(normalizeEmail('+tag@exemple.ca')).toBe('+tag@exemple.ca');
    expect(normalizeEmail('NOT-AN-EMAIL')).toBe('not-an-email');
  });
});

describe('samePerson', () => {
  it('recognises an alias of the same mailbox', () => {
    expect(samePerson('marie.roy@gmail.com', 'MarieRoy+parrain@googlemail.com')).toBe(true);
    expect(samePerson('marie@exemple.ca', 'marie+b@exemple.ca')).toBe(true);
  });
  it('tells different people apart', () => {
    expect(samePerson('marie@exemple.ca', 'marie@exemple.com')).toBe(false);
    expect(samePerson('ma.rie@exemple.ca', 'marie@exemple.ca')).toBe(false);
  });
});
