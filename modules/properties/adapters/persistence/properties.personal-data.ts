import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * A client's properties for their data export, every field they entered, the Wi-Fi password and
 * access instructions included (their own secrets), deleted ones too while they are still kept.
 */
export const propertiesPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const rows = await em().execute<object[]>(
      `select id, name, type, address_line1, city, postal_code, lat, lng, bedrooms, bathrooms, stories, square_feet, parking,
              wifi_name, wifi_password, supplies_location, access_instructions, trash_location, rooms_to_avoid, additional_notes,
              created_at, updated_at, deleted_at
         from properties where owner_id = ? order by created_at`,
      [subject.userId],
    );
    return { data: { properties: rows.map(exportRow) }, files: [] };
  };
