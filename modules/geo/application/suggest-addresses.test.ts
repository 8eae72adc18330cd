import { describe, expect, it } from 'vitest';
import { gazetteer } from '../domain/gazetteer.js';
import { postalAreas } from '../domain/postal-area.js';
import { SuggestionSigner } from '../domain/suggestion-token.js';
import type { AddressCandidate } from '../domain/address.js';
import { GazetteerAddressLookup } from '../adapters/geocoding/gazetteer-address-lookup.adapter.js';
import { suggestAddresses } from './suggest-addresses.js';
import type { AddressLookup } from './ports.js';

const signer = new SuggestionSigner('a-test-secret-of-enough-length');
const areas = postalAreas();
const place = (id: string) => gazetteer().findPlace(id)!;
const candidate = (id: string, postalCode: string | null): AddressCandidate => ({
  line1: '4200 rue Saint-Denis',
  city: place(id).name,
  placeId: id,
  regionId: place(id).regionId,
  postalCode,
  lat: place(id).lat,
  lng: place(id).lng,
});

describe('suggestAddresses', () => {
  it('suggests 4200 rue Saint-Denis with H2J 2L1 as "4200 rue Saint-Denis, Montréal QC H2J 2L1" (issue #14)', async () => {
    const suggest = suggestAddresses({ lookup: new GazetteerAddressLookup(gazetteer(), areas), signer, areas });
    const result = await suggest({ q: '4200 rue Saint-Denis', postalCode: 'h2j2l1' });
    expect(result.ok && result.value.map((s) => s.label)).toEqual(['4200 rue Saint-Denis, Montréal QC H2J 2L1']);
  });

  it('never offers a town that disagrees with the postal code, whatever the lookup answered', async () => {
    const lookup: AddressLookup = {
      suggest: async ({ postalCode }) => [candidate('saint-denis-sur-richelieu', postalCode), candidate('montreal', postalCode), candidate('saint-denis-sur-richelieu', null)],
    };
    const result = await suggestAddresses({ lookup, signer, areas })({ q: '4200 rue Saint-Denis', postalCode: 'H2J 2L1' });
    expect(result.ok && result.value.map((s) => [s.placeId, s.postalCode])).toEqual([
      ['montreal', 'H2J 2L1'],
      // Without a postal code there is nothing to disagree with; a property still needs one to be saved.
      ['saint-denis-sur-richelieu', null],
    ]);
  });
});
