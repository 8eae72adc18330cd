import type { AddressSuggestion, Property, PropertyInput, PropertyType } from './api/types';

/** Spec section 3, in the contract's order; "bungalo" in the spec is coded bungalow. */
export const PROPERTY_TYPES: readonly PropertyType[] = ['house', 'bungalow', 'apartment', 'condo', 'office_space', 'airbnb', 'commercial'];

/** The server's bounds (openapi.yaml PropertyInput), checked here first to answer at once. */
export const BOUNDS = {
  name: 80,
  bedrooms: { min: 0, max: 20 },
  bathrooms: { min: 0, max: 20 },
  stories: { min: 1, max: 10 },
  squareFeet: { min: 100, max: 50_000 },
} as const;

export const TEXT_MAX = {
  parking: 300,
  wifiName: 64,
  wifiPassword: 128,
  suppliesLocation: 300,
  accessInstructions: 1000,
  trashLocation: 300,
  roomsToAvoid: 500,
  additionalNotes: 2000,
} as const;
export type TextFieldName = keyof typeof TEXT_MAX;
export const TEXT_FIELDS = Object.keys(TEXT_MAX) as TextFieldName[];

export interface PropertyFormValues extends Record<TextFieldName, string> {
  name: string;
  type: PropertyType | '';
  bedrooms: string;
  bathrooms: string;
  stories: string;
  squareFeet: string;
  postalCode: string;
  /** The suggestion the person picked; typing in the address field clears it. */
  address: AddressSuggestion | null;
}

export type FormField = Exclude<keyof PropertyFormValues, 'address'> | 'address';
/** An i18n key of the `properties` namespace with its values. */
export type FormError = { key: string; values?: Record<string, number> };

export function emptyPropertyForm(): PropertyFormValues {
  return {
    name: '',
    type: '',
    bedrooms: '',
    bathrooms: '',
    stories: '1',
    squareFeet: '',
    postalCode: '',
    address: null,
    parking: '',
    wifiName: '',
    wifiPassword: '',
    suppliesLocation: '',
    accessInstructions: '',
    trashLocation: '',
    roomsToAvoid: '',
    additionalNotes: '',
  };
}

export function propertyToForm(p: Property): PropertyFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, p[f] ?? ''])) as Record<TextFieldName, string>;
  return {
    ...texts,
    name: p.name,
    type: p.type,
    bedrooms: String(p.bedrooms),
    bathrooms: String(p.bathrooms),
    stories: String(p.stories),
    squareFeet: p.squareFeet === null ? '' : String(p.squareFeet),
    postalCode: p.address.postalCode ?? '',
    address: p.address,
  };
}

const POSTAL = /^([ABCEGHJKLMNPRSTVXY]\d[ABCEGHJKLMNPRSTVWXYZ]) ?(\d[ABCEGHJKLMNPRSTVWXYZ]\d)$/;

/** "h2x1y4" -> "H2X 1Y4"; null when it is not a Canadian postal code (spec section 5: A1A 1A1). */
export function normalizePostalCode(raw: string): string | null {
  const m = POSTAL.exec(raw.trim().toUpperCase());
  return m ? `${m[1]} ${m[2]}` : null;
}

/** The postal code error to show, if any: format first, then Quebec (G, H or J). Empty is no error here. */
export function postalCodeError(raw: string): FormError | undefined {
  if (raw.trim() === '') return undefined;
  const value = normalizePostalCode(raw);
  if (!value) return { key: 'validation.postalCodeFormat' };
  if (!['G', 'H', 'J'].includes(value[0]!)) return { key: 'validation.postalCodeQuebec' };
  return undefined;
}

function numberIn(raw: string, bounds: { min: number; max: number }, step: 1 | 0.5): number | FormError {
  const trimmed = raw.trim().replace(',', '.');
  if (trimmed === '') return { key: 'validation.required' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { key: 'validation.number' };
  if (value < bounds.min || value > bounds.max) return { key: 'validation.between', values: bounds };
  if (!Number.isInteger(value / step)) return { key: step === 1 ? 'validation.wholeNumber' : 'validation.halfSteps' };
  return value;
}

/** Checks the form as the server would; the input to send when there is nothing to fix. */
export function validatePropertyForm(v: PropertyFormValues): { input: PropertyInput | null; errors: Partial<Record<FormField, FormError>> } {
  const errors: Partial<Record<FormField, FormError>> = {};
  const name = v.name.trim();
  if (!name) errors.name = { key: 'validation.required' };
  else if (name.length > BOUNDS.name) errors.name = { key: 'validation.tooLong', values: { max: BOUNDS.name } };
  if (!v.type) errors.type = { key: 'validation.required' };

  const postal = postalCodeError(v.postalCode);
  if (postal) errors.postalCode = postal;
  else if (v.postalCode.trim() === '') errors.postalCode = { key: 'validation.postalCodeRequired' };
  // Spec section 5: the address must be chosen from the suggestions.
  if (!v.address) errors.address = { key: 'validation.addressFromSuggestions' };
  else if (!v.address.postalCode && !errors.postalCode) errors.address = { key: 'validation.chooseAgainWithPostalCode' };

  const bedrooms = numberIn(v.bedrooms, BOUNDS.bedrooms, 1);
  const bathrooms = numberIn(v.bathrooms, BOUNDS.bathrooms, 0.5);
  const stories = numberIn(v.stories, BOUNDS.stories, 1);
  const squareFeet = v.squareFeet.trim() === '' ? null : numberIn(v.squareFeet, BOUNDS.squareFeet, 1);
  if (typeof bedrooms !== 'number') errors.bedrooms = bedrooms;
  if (typeof bathrooms !== 'number') errors.bathrooms = bathrooms;
  if (typeof stories !== 'number') errors.stories = stories;
  if (squareFeet !== null && typeof squareFeet !== 'number') errors.squareFeet = squareFeet;
  for (const f of TEXT_FIELDS) {
    if (v[f].length > TEXT_MAX[f]) errors[f] = { key: 'validation.tooLong', values: { max: TEXT_MAX[f] } };
  }
  if (Object.keys(errors).length || !v.address || !v.type) return { input: null, errors };

  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, v[f].trim() === '' ? null : f === 'wifiPassword' ? v[f] : v[f].trim()]));
  return {
    input: {
      ...texts,
      name,
      suggestionId: v.address.suggestionId,
      type: v.type,
      bedrooms: bedrooms as number,
      bathrooms: bathrooms as number,
      stories: stories as number,
      squareFeet: squareFeet as number | null,
    },
    errors,
  };
}
