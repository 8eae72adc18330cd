import { DomainError } from '../../../src/shared/domain-error.js';
import { localDateOf } from '../../../src/shared/local-time.js';
import { legalNameOf, maskSin, missingIdentification, type SellerAddress, type SellerIdentification, type SellerType } from '../domain/seller-identification.js';
import { FIRST_REPORTABLE_YEAR, sellerYears, type QuarterLine } from '../domain/seller-report.js';
import type { SellerReportingDeps } from './ports.js';

/** One reportable seller of the year: who they are for the tax authorities, and what they were paid. */
export interface SellerReportRow {
  /** The cleaner's account id (react-admin's id). */
  id: string;
  year: number;
  /** The name and email the app knows (not the legal name); null name/email once the account is deleted. */
  displayName: string | null;
  email: string | null;
  accountDeleted: boolean;
  sellerType: SellerType | null;
  legalName: string | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  /** Masked on screens; the export alone holds the number. */
  sinMasked: string | null;
  businessNumber: string | null;
  address: SellerAddress | null;
  gstNumber: string | null;
  qstNumber: string | null;
  payoutAccount: string | null;
  quarters: QuarterLine[];
  totals: Omit<QuarterLine, 'quarter'>;
  /** What the report still lacks (empty: complete): identification, legal_name, date_of_birth, sin, business_number. */
  missing: string[];
  complete: boolean;
}

/** The row plus what only the export shows: the SIN in clear (null when missing or unreadable). */
export interface SellerExportRow extends SellerReportRow {
  sin: string | null;
}

export function checkYear(deps: SellerReportingDeps, year: number | null): number {
  const current = Number(localDateOf(deps.clock.now()).slice(0, 4));
  // By default the last full year: the one whose return is due on January 31.
  const chosen = year ?? current - 1;
  if (!Number.isInteger(chosen) || chosen < FIRST_REPORTABLE_YEAR || chosen > current) {
    throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.year', code: 'sellerReporting.invalid_year', params: { first: FIRST_REPORTABLE_YEAR, last: current } }]);
  }
  return chosen;
}

/**
 * Every cleaner credited a consideration in the year, with their identification and quarterly
 * figures, sorted by legal (else display) name. Cleaners paid only referral rewards are not sellers of
 * a service and are left out.
 */
export const sellerReport =
  (deps: SellerReportingDeps) =>
  async (year: number): Promise<SellerExportRow[]> => {
    const years = sellerYears(await deps.payouts.sellerFigures(year));
    const ids = [...years.keys()];
    const [identifications, accounts, payoutAccounts] = await Promise.all([deps.identifications.findMany(ids), deps.accounts.findMany(ids), deps.payouts.payoutAccountRefs(ids)]);
    const identificationOf = new Map(identifications.map((i) => [i.cleanerId, i]));
    const accountOf = new Map(accounts.map((a) => [a.id, a]));
    const rows: SellerExportRow[] = [];
    for (const id of ids) {
      const identification: SellerIdentification | null = identificationOf.get(id) ?? null;
      const account = accountOf.get(id) ?? null;
      const deleted = identification?.accountDeletedAt != null;
      const sin = identification?.sellerType === 'individual' && identification.sinCiphertext ? deps.cipher.decrypt(identification.sinCiphertext) : null;
      const missing = missingIdentification(identification, sin !== null);
      const taxNumbers = await deps.cleaners.taxNumbersOf(id);
      const figures = years.get(id)!;
      rows.push({
        id,
        year,
        displayName: deleted ? null : (account?.name ?? null),
        email: deleted ? null : (account?.email ?? null),
        accountDeleted: deleted,
        sellerType: identification?.sellerType ?? null,
        legalName: identification ? legalNameOf(identification) : null,
        firstName: identification?.firstName ?? null,
        lastName: identification?.lastName ?? null,
        dateOfBirth: identification?.dateOfBirth ?? null,
        sinMasked: sin ? maskSin(identification!.sinLastDigits) : null,
        sin,
        businessNumber: identification?.businessNumber ?? null,
        address: identification?.address ?? null,
        gstNumber: taxNumbers?.gstNumber ?? null,
        qstNumber: taxNumbers?.qstNumber ?? null,
        payoutAccount: payoutAccounts.get(id) ?? null,
        quarters: figures.quarters,
        totals: figures.totals,
        missing,
        complete: missing.length === 0,
      });
    }
    const key = (r: SellerReportRow) => (r.legalName ?? r.displayName ?? r.id).toLocaleLowerCase('fr-CA');
    return rows.sort((a, b) => key(a).localeCompare(key(b), 'fr-CA'));
  };

/** The console's list: never the SIN. */
export const withoutSin = ({ sin: _sin, ...row }: SellerExportRow): SellerReportRow => row;
