import type { Place, Region } from '../../domain/gazetteer.js';
import type { AddressSuggestion } from '../../domain/address.js';

export const presentPlace = (p: Place) => ({ id: p.id, name: p.name, regionId: p.regionId, lat: p.lat, lng: p.lng });
export const presentRegion = (r: Region) => ({ id: r.id, slug: r.slug, name: r.name });
export const presentNearby = (n: { place: Place; km: number }) => ({ ...presentPlace(n.place), distanceKm: Math.round(n.km * 10) / 10 });
export const presentSuggestion = (s: AddressSuggestion) => ({
  suggestionId: s.suggestionId,
  line1: s.line1,
  city: s.city,
  placeId: s.placeId,
  regionId: s.regionId,
  province: s.province,
  postalCode: s.postalCode,
  lat: s.lat,
  lng: s.lng,
  label: s.label,
});
