import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * The cleaner's seller identification for their data export: every field they declared, the social
 * insurance number masked (its last three digits). The archive travels and is kept by its owner, who
 * knows their own SIN; a full SIN in a forwarded or misplaced ZIP would be an identity-theft kit
 * (docs/decisions.md, "Seller reporting").
 */
export const sellerReportingPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const [row] = await em().execute<{ sin_last_digits: string | null }[]>(
      `select seller_type, first_name, last_name, date_of_birth::text as date_of_birth, sin_last_digits, business_name, business_number,
              street, city, province, postal_code, country, declared_at, updated_at
         from seller_identifications where cleaner_id = ?`,
      [subject.userId],
    );
    if (!row) return { data: { sellerIdentification: null }, files: [] };
    const { sinLastDigits, ...rest } = exportRow(row);
    return { data: { sellerIdentification: { ...rest, socialInsuranceNumber: sinLastDigits ? `•••-•••-${String(sinLastDigits)}` : null } }, files: [] };
  };
