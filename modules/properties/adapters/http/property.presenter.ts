import type { Property } from '../../domain/property.js';
import type { AddressSuggestions } from '../../application/ports.js';

/** The owner's view: every field, the address with the suggestion id an edit can send back. */
export const presentProperty = (addresses: AddressSuggestions) => (p: Property) => {
  const { suggestionId, label } = addresses.idOf(p.addressOf());
  return {
    id: p.id,
    name: p.name,
    address: {
      suggestionId,
      line1: p.addressLine1,
      city: p.city,
      placeId: p.placeId,
      regionId: p.regionId,
      province: 'QC' as const,
      postalCode: p.postalCode,
      lat: p.lat,
      lng: p.lng,
      label,
    },
    type: p.type,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    stories: p.stories,
    squareFeet: p.squareFeet,
    parking: p.parking,
    wifiName: p.wifiName,
    wifiPassword: p.wifiPassword,
    suppliesLocation: p.suppliesLocation,
    accessInstructions: p.accessInstructions,
    trashLocation: p.trashLocation,
    roomsToAvoid: p.roomsToAvoid,
    additionalNotes: p.additionalNotes,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
};
