import type { Clock } from '../../../src/shared/clock.js';
import type { SellerIdentification } from '../domain/seller-identification.js';
import type { QuarterFigures } from '../domain/seller-report.js';

export interface SellerIdentificationRepository {
  find(cleanerId: string): Promise<SellerIdentification | null>;
  findMany(cleanerIds: string[]): Promise<SellerIdentification[]>;
  /** Inserts or replaces the cleaner's identification. */
  save(identification: SellerIdentification): Promise<void>;
  /** SIN ciphertexts by cleaner, in cleaner id order after `after` (the rotation's keyset). */
  sinCiphertexts(after: string | null, limit: number): Promise<{ cleanerId: string; ciphertext: string }[]>;
  /** Replaces a SIN ciphertext if it is still `was` (a cleaner's new declaration meanwhile wins); answers whether it did. */
  replaceSinCiphertext(cleanerId: string, was: string, next: string): Promise<boolean>;
}

/**
 * Encrypts the SIN at rest (AES-256-GCM in adapters/tax-id.cipher.ts). `decrypt` answers null when no
 * key (the current one or a previous one kept for the rotation) reads the ciphertext: the seller is then asked for it again.
 */
export interface TaxIdCipher {
  encrypt(plain: string): string;
  decrypt(ciphertext: string): string | null;
  /** Sealed under the current key (else a rotation re-seals it). */
  isCurrent(ciphertext: string): boolean;
}

/** The payouts ledger (payouts module): each cleaner's figures per quarter of a Quebec calendar year. */
export interface PayoutFigures {
  sellerFigures(year: number): Promise<QuarterFigures[]>;
  /** The connected payout account (Stripe's `acct_…`) of each cleaner that has one. */
  payoutAccountRefs(cleanerIds: string[]): Promise<Map<string, string>>;
  /** The last calendar year a consideration was credited to this cleaner; null: never. */
  lastCreditedYear(cleanerId: string): Promise<number | null>;
}

/** Identity's accounts: who the cleaner is in the app (name, email), and their role. */
export interface Accounts {
  find(id: string): Promise<{ id: string; name: string; email: string; role: string | null; dateOfBirth: string | null; active: boolean } | null>;
  findMany(ids: string[]): Promise<{ id: string; name: string; email: string; active: boolean }[]>;
}

/** The cleaners module: the GST and QST numbers a cleaner registered (null without a profile). */
export interface TaxNumbers {
  taxNumbersOf(cleanerId: string): Promise<{ gstNumber: string | null; qstNumber: string | null } | null>;
}

export interface SellerReportingSettings {
  /** Years a deleted cleaner's identification is kept after the last year they were paid (tax records: 6). */
  recordsKeptYears: number;
}

export interface SellerReportingDeps {
  identifications: SellerIdentificationRepository;
  cipher: TaxIdCipher;
  payouts: PayoutFigures;
  accounts: Accounts;
  cleaners: TaxNumbers;
  clock: Clock;
  settings: SellerReportingSettings;
}
