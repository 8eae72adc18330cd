import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import type { SellerIdentificationRepository } from '../../application/ports.js';
import type { Province, SellerIdentification, SellerType } from '../../domain/seller-identification.js';

interface Row {
  cleaner_id: string;
  seller_type: SellerType;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  sin_ciphertext: string | null;
  sin_last_digits: string | null;
  business_name: string | null;
  business_number: string | null;
  street: string;
  city: string;
  province: Province;
  postal_code: string;
  declared_at: Date | string;
  updated_at: Date | string;
  account_deleted_at: Date | string | null;
  keep_until: string | null;
}

// Dates as text: the driver would otherwise turn a `date` into a JavaScript Date at local midnight.
const COLUMNS = `cleaner_id, seller_type, first_name, last_name, date_of_birth::text as date_of_birth, sin_ciphertext, sin_last_digits, business_name, business_number,
  street, city, province, postal_code, declared_at, updated_at, account_deleted_at, keep_until::text as keep_until`;

const toIdentification = (r: Row): SellerIdentification => ({
  cleanerId: r.cleaner_id,
  sellerType: r.seller_type,
  firstName: r.first_name,
  lastName: r.last_name,
  dateOfBirth: r.date_of_birth,
  sinCiphertext: r.sin_ciphertext,
  sinLastDigits: r.sin_last_digits,
  businessName: r.business_name,
  businessNumber: r.business_number,
  address: { street: r.street, city: r.city, province: r.province, postalCode: r.postal_code, country: 'CA' },
  declaredAt: sqlDate(r.declared_at),
  updatedAt: sqlDate(r.updated_at),
  accountDeletedAt: r.account_deleted_at === null ? null : sqlDate(r.account_deleted_at),
  keepUntil: r.keep_until,
});

export class PgSellerIdentificationRepository implements SellerIdentificationRepository {
  constructor(private readonly em: () => EntityManager) {}

  async find(cleanerId: string): Promise<SellerIdentification | null> {
    const [row] = await this.em().execute<Row[]>(`select ${COLUMNS} from seller_identifications where cleaner_id = ?`, [cleanerId]);
    return row ? toIdentification(row) : null;
  }

  async findMany(cleanerIds: string[]): Promise<SellerIdentification[]> {
    if (!cleanerIds.length) return [];
    const rows = await this.em().execute<Row[]>(`select ${COLUMNS} from seller_identifications where cleaner_id = any(?::uuid[])`, [`{${cleanerIds.join(',')}}`]);
    return rows.map(toIdentification);
  }

  async sinCiphertexts(after: string | null, limit: number) {
    const rows = await this.em().execute<{ cleaner_id: string; sin_ciphertext: string }[]>(
      `select cleaner_id, sin_ciphertext from seller_identifications where sin_ciphertext is not null and cleaner_id > ? order by cleaner_id limit ?`,
      [after ?? '00000000-0000-0000-0000-000000000000', limit],
    );
    return rows.map((r) => ({ cleanerId: r.cleaner_id, ciphertext: r.sin_ciphertext }));
  }

  async replaceSinCiphertext(cleanerId: string, was: string, next: string) {
    const rows = await this.em().execute<{ cleaner_id: string }[]>(
      'update seller_identifications set sin_ciphertext = ? where cleaner_id = ? and sin_ciphertext = ? returning cleaner_id',
      [next, cleanerId, was],
    );
    return rows.length === 1;
  }

  async save(i: SellerIdentification): Promise<void> {
    await this.em().execute(
      `insert into seller_identifications (cleaner_id, seller_type, first_name, last_name, date_of_birth, sin_ciphertext, sin_last_digits, business_name, business_number,
         street, city, province, postal_code, country, declared_at, updated_at, account_deleted_at, keep_until)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'CA', ?, ?, ?, ?)
       on conflict (cleaner_id) do update set seller_type = excluded.seller_type, first_name = excluded.first_name, last_name = excluded.last_name,
         date_of_birth = excluded.date_of_birth, sin_ciphertext = excluded.sin_ciphertext, sin_last_digits = excluded.sin_last_digits,
         business_name = excluded.business_name, business_number = excluded.business_number, street = excluded.street, city = excluded.city,
         province = excluded.province, postal_code = excluded.postal_code, updated_at = excluded.updated_at,
         account_deleted_at = excluded.account_deleted_at, keep_until = excluded.keep_until`,
      [
        i.cleanerId,
        i.sellerType,
        i.firstName,
        i.lastName,
        i.dateOfBirth,
        i.sinCiphertext,
        i.sinLastDigits,
        i.businessName,
        i.businessNumber,
        i.address.street,
        i.address.city,
        i.address.province,
        i.address.postalCode,
        i.declaredAt,
        i.updatedAt,
        i.accountDeletedAt,
        i.keepUntil,
      ],
    );
  }
}
