import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../../../src/shared/file-storage.js';
import { exportRow, safeFileName, type PersonalDataFile, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * A cleaner's professional profile for their data export: every profile field, the documents they sent
 * (with the files still held), the decisions kept after a document was destroyed, and their portfolio
 * photos. Which admin decided is left out: it names a staff member, not the cleaner.
 */
export const cleanersPersonalData =
  (em: () => EntityManager, files: FileStorage) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const [profile] = await em().execute<object[]>(
      `select slug, bio, gender, languages, experience_level, experience_years, primary_city_id, service_cities, coverage_km, equipment,
              payment_mode, fixed_rates, pets, service_types, skills, education, certificates, street, city, province, postal_code, country,
              gst_number, qst_number, insurance_expires_on::text as insurance_expires_on, eco_certification, training_acknowledged,
              quick_start_completed_at, ready_to_work_completed_at, full_verification_completed_at, created_at, updated_at
         from cleaners_profiles where user_id = ?`,
      [subject.userId],
    );
    if (!profile) return { data: { profile: null, documents: [], verificationRecords: [], portfolioPhotos: [] }, files: [] };
    const documents = await em().execute<{ id: string; storage_key: string; filename: string }[]>(
      `select id, type, status, rejection_reason, filename, content_type, size_bytes, issued_on::text as issued_on, uploaded_at, reviewed_at, storage_key
         from cleaners_documents where cleaner_id = ? order by uploaded_at`,
      [subject.userId],
    );
    const records = await em().execute<object[]>(
      'select document_id, type, decision, decided_at, document_destroyed_at from cleaners_verification_records where cleaner_id = ? order by decided_at',
      [subject.userId],
    );
    const photos = await em().execute<{ id: string; large_key: string }[]>('select id, large_key, width, height, created_at from cleaners_portfolio_photos where cleaner_id = ? order by created_at', [subject.userId]);
    const read = (key: string) => async () => (await files.get(key))?.data ?? null;
    const documentFiles: PersonalDataFile[] = documents.map((d) => ({ path: `documents/${d.id}-${safeFileName(d.filename)}`, read: read(d.storage_key) }));
    const photoFiles: PersonalDataFile[] = photos.map((p) => ({ path: `portfolio/${p.id}.webp`, read: read(p.large_key) }));
    return {
      data: {
        profile: exportRow(profile),
        documents: documents.map(({ storage_key: _key, ...d }, i) => ({ ...exportRow(d), file: `files/${documentFiles[i]!.path}` })),
        verificationRecords: records.map(exportRow),
        portfolioPhotos: photos.map(({ large_key: _key, ...p }, i) => ({ ...exportRow(p), file: `files/${photoFiles[i]!.path}` })),
      },
      files: [...documentFiles, ...photoFiles],
    };
  };
