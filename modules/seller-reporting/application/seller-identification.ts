import { localDateOf } from '../../../src/shared/local-time.js';
import { checkIdentification, maskSin, missingIdentification, type SellerAddress, type SellerIdentification, type SellerIdentificationInput, type SellerType } from '../domain/seller-identification.js';
import type { SellerReportingDeps } from './ports.js';

/** What the cleaner sees of their identification: never the SIN itself, only which one is on file. */
export interface SellerIdentificationView {
  /** `missing`: nothing declared yet; `incomplete`: declared, but something is missing (an unreadable SIN). */
  status: 'missing' | 'incomplete' | 'complete';
  missing: string[];
  sellerType: SellerType | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  /** "•••-•••-286"; null when none is on file. */
  sinMasked: string | null;
  businessName: string | null;
  businessNumber: string | null;
  address: SellerAddress | null;
  declaredAt: string | null;
  updatedAt: string | null;
}

const sinReadable = (deps: SellerReportingDeps, id: SellerIdentification | null): boolean => !!id?.sinCiphertext && deps.cipher.decrypt(id.sinCiphertext) !== null;

export function presentIdentification(deps: SellerReportingDeps, id: SellerIdentification | null): SellerIdentificationView {
  const readable = sinReadable(deps, id);
  const missing = missingIdentification(id, readable);
  return {
    status: !id ? 'missing' : missing.length ? 'incomplete' : 'complete',
    missing,
    sellerType: id?.sellerType ?? null,
    firstName: id?.firstName ?? null,
    lastName: id?.lastName ?? null,
    dateOfBirth: id?.dateOfBirth ?? null,
    sinMasked: readable ? maskSin(id!.sinLastDigits) : null,
    businessName: id?.businessName ?? null,
    businessNumber: id?.businessNumber ?? null,
    address: id?.address ?? null,
    declaredAt: id?.declaredAt.toISOString() ?? null,
    updatedAt: id?.updatedAt.toISOString() ?? null,
  };
}

export const getSellerIdentification =
  (deps: SellerReportingDeps) =>
  async (cleanerId: string): Promise<SellerIdentificationView> =>
    presentIdentification(deps, await deps.identifications.find(cleanerId));

/**
 * The cleaner declares (or corrects) their identification. An individual who leaves the SIN out keeps
 * the one on file, if it can still be read; switching to a business forgets the SIN and the birth date.
 */
export const declareSellerIdentification =
  (deps: SellerReportingDeps) =>
  async (cleanerId: string, input: SellerIdentificationInput): Promise<SellerIdentificationView> => {
    const now = deps.clock.now();
    const existing = await deps.identifications.find(cleanerId);
    const keepSin = existing?.sellerType === 'individual' && sinReadable(deps, existing);
    const checked = checkIdentification(input, localDateOf(now), keepSin);
    const sin = checked.sin ? { sinCiphertext: deps.cipher.encrypt(checked.sin), sinLastDigits: checked.sin.slice(-3) } : checked.sellerType === 'individual' && keepSin ? { sinCiphertext: existing!.sinCiphertext, sinLastDigits: existing!.sinLastDigits } : { sinCiphertext: null, sinLastDigits: null };
    const saved: SellerIdentification = {
      cleanerId,
      sellerType: checked.sellerType,
      firstName: checked.firstName,
      lastName: checked.lastName,
      dateOfBirth: checked.dateOfBirth,
      ...sin,
      businessName: checked.businessName,
      businessNumber: checked.businessNumber,
      address: checked.address,
      declaredAt: existing?.declaredAt ?? now,
      updatedAt: now,
      accountDeletedAt: null,
      keepUntil: null,
    };
    await deps.identifications.save(saved);
    return presentIdentification(deps, saved);
  };
