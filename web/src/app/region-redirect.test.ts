import { describe, expect, it } from 'vitest';
import { decideRegionRedirect, type RegionRedirectInput } from './region-redirect';

const base: RegionRedirectInput = {
  enabled: true,
  quebecFrenchUrl: 'https://eclat.quebec',
  otherUrl: 'https://eclat.ca/',
  hostname: 'eclat.ca',
  currentOrigin: 'https://eclat.ca',
  path: '/cleaners?city=montreal',
  language: 'fr',
  province: 'QC',
};

describe('decideRegionRedirect', () => {
  it('sends French Quebec visitors to the Quebec French domain, keeping the path', () => {
    expect(decideRegionRedirect(base)).toBe('https://eclat.quebec/cleaners?city=montreal');
  });

  it('leaves French Quebec visitors on the Quebec French domain', () => {
    expect(decideRegionRedirect({ ...base, hostname: 'eclat.quebec', currentOrigin: 'https://eclat.quebec' })).toBeNull();
  });

  it('sends everyone else away from the Quebec French domain', () => {
    const onQuebec = { ...base, hostname: 'eclat.quebec', currentOrigin: 'https://eclat.quebec' };
    expect(decideRegionRedirect({ ...onQuebec, language: 'en' })).toBe('https://eclat.ca/cleaners?city=montreal');
    expect(decideRegionRedirect({ ...onQuebec, province: 'ON' })).toBe('https://eclat.ca/cleaners?city=montreal');
    expect(decideRegionRedirect({ ...onQuebec, province: null })).toBe('https://eclat.ca/cleaners?city=montreal');
  });

  it('leaves everyone else on the other domain', () => {
    expect(decideRegionRedirect({ ...base, language: 'en' })).toBeNull();
    expect(decideRegionRedirect({ ...base, province: 'ON' })).toBeNull();
  });

  it('does nothing when disabled, on localhost, or with unusable addresses', () => {
    expect(decideRegionRedirect({ ...base, enabled: false })).toBeNull();
    expect(decideRegionRedirect({ ...base, hostname: 'localhost', currentOrigin: 'http://localhost:5173' })).toBeNull();
    expect(decideRegionRedirect({ ...base, hostname: '127.0.0.1', currentOrigin: 'http://127.0.0.1:3000' })).toBeNull();
    expect(decideRegionRedirect({ ...base, quebecFrenchUrl: 'not a url' })).toBeNull();
    expect(decideRegionRedirect({ ...base, otherUrl: 'https://eclat.quebec' })).toBeNull();
  });

  it('accepts a lower-case province and a regional French tag', () => {
    expect(decideRegionRedirect({ ...base, province: 'qc', language: 'fr-CA' })).toBe('https://eclat.quebec/cleaners?city=montreal');
  });
});
