import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection } from '../../../../src/shared/personal-data.js';

/**
 * For a review author's data export: the testimonials that quote their reviews, with the agreement
 * they gave (when, how) and whether it is on the site. The caller passes the ids of the reviews the
 * person wrote (the reviews module's), since content knows reviews only by id.
 */
export const contentPersonalData =
  (em: () => EntityManager) =>
  async (reviewIds: string[]): Promise<PersonalDataSection> => {
    if (!reviewIds.length) return { data: { testimonials: [] }, files: [] };
    const rows = await em().execute<object[]>(
      'select review_id, consent_at, consent_note, quote_locale, translation, published, created_at, updated_at from content_testimonials where review_id = any(?::uuid[]) order by created_at',
      [`{${reviewIds.join(',')}}`],
    );
    return { data: { testimonials: rows.map(exportRow) }, files: [] };
  };
