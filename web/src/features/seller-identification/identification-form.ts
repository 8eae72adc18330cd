import type { SellerIdentification } from './api/get-my-seller-identification';
import type { SellerIdentificationInput } from './api/declare-my-seller-identification';

/** What the form holds: text as typed. */
export interface IdentificationDraft {
  sellerType: 'individual' | 'business';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  sin: string;
  businessName: string;
  businessNumber: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

/** What the cleaner already told Éclat elsewhere: the profile's address, the account's date of birth. */
export interface Prefill {
  address: { street: string | null; city: string | null; province: string | null; postalCode: string | null } | null;
  dateOfBirth: string | null;
}

/**
 * The form's first state: what was declared, else what the profile and the account hold (the same
 * person, most often the same address), for the cleaner to confirm. The SIN is never shown back.
 */
export function initialDraft(current: SellerIdentification | undefined, prefill: Prefill | null): IdentificationDraft {
  const a = current?.address ?? null;
  const profileAddress = prefill?.address ?? null;
  return {
    sellerType: current?.sellerType ?? 'individual',
    firstName: current?.firstName ?? '',
    lastName: current?.lastName ?? '',
    dateOfBirth: current?.dateOfBirth ?? prefill?.dateOfBirth ?? '',
    sin: '',
    businessName: current?.businessName ?? '',
    businessNumber: current?.businessNumber ?? '',
    street: a?.street ?? profileAddress?.street ?? '',
    city: a?.city ?? profileAddress?.city ?? '',
    province: a?.province ?? profileAddress?.province ?? 'QC',
    postalCode: a?.postalCode ?? profileAddress?.postalCode ?? '',
  };
}

/** The body of the PUT: only the chosen type's fields; an empty SIN keeps the one on file. */
export function toInput(d: IdentificationDraft): SellerIdentificationInput {
  const address = { street: d.street.trim(), city: d.city.trim(), province: d.province as SellerIdentificationInput['address']['province'], postalCode: d.postalCode.trim() };
  if (d.sellerType === 'business') return { sellerType: 'business', businessName: d.businessName.trim() || null, businessNumber: d.businessNumber.trim() || null, address };
  const sin = d.sin.replace(/[\s-]/g, '');
  return { sellerType: 'individual', firstName: d.firstName.trim() || null, lastName: d.lastName.trim() || null, dateOfBirth: d.dateOfBirth || null, ...(sin ? { sin } : {}), address };
}

/** Checks the browser can make before asking the server (which checks everything again): empty required fields. */
export function missingFields(d: IdentificationDraft, sinOnFile: boolean): string[] {
  const required = d.sellerType === 'business' ? (['businessName', 'businessNumber'] as const) : (['firstName', 'lastName', 'dateOfBirth'] as const);
  const out: string[] = required.filter((f) => !d[f].trim());
  if (d.sellerType === 'individual' && !sinOnFile && !d.sin.trim()) out.push('sin');
  for (const f of ['street', 'city', 'postalCode'] as const) if (!d[f].trim()) out.push(f);
  return out;
}
