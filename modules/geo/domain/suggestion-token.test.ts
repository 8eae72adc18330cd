import { describe, expect, it } from 'vitest';
import { SuggestionSigner } from './suggestion-token.js';
import type { AddressCandidate } from './address.js';

const secret = 's'.repeat(40);
const address: AddressCandidate = {
  line1: '123 rue Principale',
  city: 'Granby',
  placeId: 'granby',
  regionId: '16',
  postalCode: 'J2G 2V2',
  lat: 45.4,
  lng: -72.73,
};

describe('address suggestion ids (HMAC-signed content)', () => {
  const signer = new SuggestionSigner(secret);

  it('signs an address and reads it back, with province QC and a one-line label', () => {
    const s = signer.sign(address);
    expect(s).toMatchObject({ ...address, province: 'QC', label: '123 rue Principale, Granby QC J2G 2V2' });
    expect(signer.verify(s.suggestionId)).toEqual(s);
  });

  it('gives the same id to the same address (edits can send a stored address back)', () => {
    expect(signer.sign({ ...address }).suggestionId).toBe(signer.sign(address).suggestionId);
    expect(signer.sign({ ...address, line1: '125 rue Principale' }).suggestionId).not.toBe(signer.sign(address).suggestionId);
  });

  it('keeps a missing postal code out of the label', () => {
    const s = signer.sign({ ...address, postalCode: null });
    expect(s.label).toBe('123 rue Principale, Granby QC');
    expect(signer.verify(s.suggestionId)?.postalCode).toBeNull();
  });

  it('refuses an id whose content was altered (other street, other coordinates)', () => {
    const { suggestionId } = signer.sign(address);
    const [v, , sig] = suggestionId.split('.');
    const forged = Buffer.from(JSON.stringify(['1 rue Ailleurs', 'Granby', 'granby', '16', 'J2G 2V2', 45.4, -72.73])).toString('base64url');
    expect(signer.verify(`${v}.${forged}.${sig}`)).toBeNull();
  });

  it('refuses an id signed with another secret, a flipped signature and malformed ids', () => {
    const foreign = new SuggestionSigner('t'.repeat(40)).sign(address).suggestionId;
    expect(signer.verify(foreign)).toBeNull();
    const good = signer.sign(address).suggestionId;
    const flipped = good.slice(0, -2) + (good.endsWith('AA') ? 'AB' : 'AA');
    expect(signer.verify(flipped)).toBeNull();
    for (const bad of ['', 'abc', 'a1..', 'a1.x.y', `b1.${good.split('.')[1]}.${good.split('.')[2]}`, `${good}.extra`]) {
      expect(signer.verify(bad)).toBeNull();
    }
  });

  it('refuses signed content that is not an address (defence in depth)', () => {
    // Signed with the right key through the same code path, but with a non-Quebec postal code.
    const odd = signer.sign({ ...address, postalCode: 'K1A 0B1' });
    expect(signer.verify(odd.suggestionId)).toBeNull();
  });

  it('refuses a too-short secret', () => {
    expect(() => new SuggestionSigner('short')).toThrow();
  });
});
