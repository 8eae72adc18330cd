import type { FieldIssue } from '../../../src/shared/domain-error.js';

/** Spec section 3 spells "bungalo"; the code is `bungalow`, the label "Bungalow". */
export const PROPERTY_TYPES = ['house', 'bungalow', 'apartment', 'condo', 'office_space', 'airbnb', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Bounds the spec leaves open (docs/decisions.md); the contract and the database repeat them. */
export const PROPERTY_BOUNDS = {
  name: { max: 80 },
  bedrooms: { min: 0, max: 20 },
  /** In half steps: a powder room counts as 0.5. */
  bathrooms: { min: 0, max: 20 },
  stories: { min: 1, max: 10 },
  squareFeet: { min: 100, max: 50_000 },
} as const;

/** Longest text per free-text field, in characters. */
export const PROPERTY_TEXT_MAX = {
  parking: 300,
  wifiName: 64,
  wifiPassword: 128,
  suppliesLocation: 300,
  accessInstructions: 1000,
  trashLocation: 300,
  roomsToAvoid: 500,
  additionalNotes: 2000,
} as const;
export type PropertyTextField = keyof typeof PROPERTY_TEXT_MAX;
export const PROPERTY_TEXT_FIELDS = Object.keys(PROPERTY_TEXT_MAX) as PropertyTextField[];

/** A client may keep this many properties (a household plus rentals); more is an account for ops. */
export const MAX_PROPERTIES_PER_CLIENT = 50;

/** The address, as signed by the geo module's suggestions (spec 5: chosen from suggestions). */
export interface PropertyAddress {
  line1: string;
  city: string;
  placeId: string;
  regionId: string;
  postalCode: string;
  lat: number;
  lng: number;
}

export interface PropertyDetails {
  name: string;
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  stories: number;
  squareFeet: number | null;
  parking: string | null;
  wifiName: string | null;
  wifiPassword: string | null;
  suppliesLocation: string | null;
  accessInstructions: string | null;
  trashLocation: string | null;
  roomsToAvoid: string | null;
  additionalNotes: string | null;
}

/** What a client sends, before it is checked and trimmed. */
export type PropertyDetailsInput = Omit<PropertyDetails, 'squareFeet' | PropertyTextField> & {
  squareFeet?: number | null;
} & Partial<Record<PropertyTextField, string | null>>;

/** One of a client's homes or workplaces to clean. Deleted properties stay (soft delete) for booking history. */
export class Property {
  id!: string;
  ownerId!: string;
  name!: string;
  addressLine1!: string;
  city!: string;
  placeId!: string;
  regionId!: string;
  postalCode!: string;
  lat!: number;
  lng!: number;
  type!: PropertyType;
  bedrooms!: number;
  bathrooms!: number;
  stories!: number;
  squareFeet!: number | null;
  parking!: string | null;
  wifiName!: string | null;
  wifiPassword!: string | null;
  suppliesLocation!: string | null;
  accessInstructions!: string | null;
  trashLocation!: string | null;
  roomsToAvoid!: string | null;
  additionalNotes!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  deletedAt!: Date | null;

  static create(input: { id: string; ownerId: string; address: PropertyAddress; details: PropertyDetails; now: Date }): Property {
    const p = new Property();
    Object.assign(p, { id: input.id, ownerId: input.ownerId, createdAt: input.now, deletedAt: null });
    p.replace(input.address, input.details, input.now);
    return p;
  }

  replace(address: PropertyAddress, details: PropertyDetails, now: Date): void {
    Object.assign(this, {
      addressLine1: address.line1,
      city: address.city,
      placeId: address.placeId,
      regionId: address.regionId,
      postalCode: address.postalCode,
      lat: address.lat,
      lng: address.lng,
      ...details,
      updatedAt: now,
    });
  }

  addressOf(): PropertyAddress {
    return { line1: this.addressLine1, city: this.city, placeId: this.placeId, regionId: this.regionId, postalCode: this.postalCode, lat: this.lat, lng: this.lng };
  }

  isOwnedBy(userId: string): boolean {
    return this.ownerId === userId && this.deletedAt === null;
  }

  remove(now: Date): void {
    this.deletedAt = now;
    this.updatedAt = now;
  }
}

const blankToNull = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

function checkNumber(issues: FieldIssue[], field: string, value: number, bounds: { min: number; max: number }, integer: boolean): void {
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) issues.push({ field: `body.${field}`, code: 'fields.invalid_type' });
  else if (value < bounds.min) issues.push({ field: `body.${field}`, code: 'fields.too_small', params: { min: bounds.min } });
  else if (value > bounds.max) issues.push({ field: `body.${field}`, code: 'fields.too_large', params: { max: bounds.max } });
}

/** Checks and trims what a client sent: the rules of the contract, kept here too so no caller can skip them. */
export function validatePropertyDetails(input: PropertyDetailsInput): { details: PropertyDetails; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '') issues.push({ field: 'body.name', code: 'fields.required' });
  else if (name.length > PROPERTY_BOUNDS.name.max) issues.push({ field: 'body.name', code: 'fields.too_long', params: { max: PROPERTY_BOUNDS.name.max } });
  if (!PROPERTY_TYPES.includes(input.type)) issues.push({ field: 'body.type', code: 'fields.invalid_choice' });
  checkNumber(issues, 'bedrooms', input.bedrooms, PROPERTY_BOUNDS.bedrooms, true);
  checkNumber(issues, 'bathrooms', input.bathrooms, PROPERTY_BOUNDS.bathrooms, false);
  if (Number.isFinite(input.bathrooms) && !Number.isInteger(input.bathrooms * 2)) {
    issues.push({ field: 'body.bathrooms', code: 'properties.bathrooms_half_steps' });
  }
  checkNumber(issues, 'stories', input.stories, PROPERTY_BOUNDS.stories, true);
  const squareFeet = input.squareFeet ?? null;
  if (squareFeet !== null) checkNumber(issues, 'squareFeet', squareFeet, PROPERTY_BOUNDS.squareFeet, true);

  const texts = {} as Record<PropertyTextField, string | null>;
  for (const field of PROPERTY_TEXT_FIELDS) {
    // Passwords keep their spaces: they are typed exactly as the router shows them.
    const raw = input[field];
    const value = field === 'wifiPassword' ? (raw === undefined || raw === null || raw === '' ? null : raw) : blankToNull(raw);
    if (value !== null && value.length > PROPERTY_TEXT_MAX[field]) {
      issues.push({ field: `body.${field}`, code: 'fields.too_long', params: { max: PROPERTY_TEXT_MAX[field] } });
    }
    texts[field] = value;
  }
  return {
    details: { name, type: input.type, bedrooms: input.bedrooms, bathrooms: input.bathrooms, stories: input.stories, squareFeet, ...texts },
    issues,
  };
}
