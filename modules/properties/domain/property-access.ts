import type { Property, PropertyAddress } from './property.js';

/** What a cleaner may read of a property: everything but the secrets, unless access is granted. */
export type CleanerPropertyView = Omit<PropertyFields, 'ownerId'> & {
  /** True when the wifi password and access instructions were withheld. */
  restricted: boolean;
};

type PropertyFields = Pick<
  Property,
  | 'id'
  | 'ownerId'
  | 'name'
  | 'type'
  | 'bedrooms'
  | 'bathrooms'
  | 'stories'
  | 'squareFeet'
  | 'parking'
  | 'wifiName'
  | 'wifiPassword'
  | 'suppliesLocation'
  | 'accessInstructions'
  | 'trashLocation'
  | 'roomsToAvoid'
  | 'additionalNotes'
> & { address: PropertyAddress };

/**
 * The wifi password and access instructions open a client's home: only the owner and the cleaner
 * of a confirmed booking at that property see them (the booking module answers the second part).
 */
export function viewForCleaner(p: Property, hasConfirmedBooking: boolean): CleanerPropertyView {
  return {
    id: p.id,
    name: p.name,
    address: p.addressOf(),
    type: p.type,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    stories: p.stories,
    squareFeet: p.squareFeet,
    parking: p.parking,
    wifiName: p.wifiName,
    wifiPassword: hasConfirmedBooking ? p.wifiPassword : null,
    suppliesLocation: p.suppliesLocation,
    accessInstructions: hasConfirmedBooking ? p.accessInstructions : null,
    trashLocation: p.trashLocation,
    roomsToAvoid: p.roomsToAvoid,
    additionalNotes: p.additionalNotes,
    restricted: !hasConfirmedBooking,
  };
}
