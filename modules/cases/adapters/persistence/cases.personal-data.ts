import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataFile, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';
import type { FileStorage } from '../../../../src/shared/file-storage.js';
import type { FileDisposal } from '../../../../src/shared/file-disposal.js';

/** What a deleted person wrote in a case is replaced by this (the case stays: it explains a refund or an adjustment). */
export const ERASED_TEXT = 'Texte supprimé avec le compte de son auteur.';

/**
 * The data export (Law 25 portability): the cases of this person's visits as client or cleaner — the
 * report, the answer and the decision's outcome and reason (not which admin decided). The client's
 * photos are in their archive (files/case-photos/); the cleaner reads the report, not the client's photos of their home.
 */
export const casesPersonalData =
  (em: () => EntityManager, files: FileStorage) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const rows = await em().execute<{ id: string; client_id: string }[]>(
      `select id, booking_id, client_id, category, description, wish, status, reported_at, answer, answered_at, resolution, decision_reason, decided_at, refund_cents, reclean_booking_id
         from cases where client_id = ? or cleaner_id = ? order by reported_at`,
      [subject.userId, subject.userId],
    );
    const out: PersonalDataFile[] = [];
    const cases = [];
    for (const r of rows) {
      const asClient = r.client_id === subject.userId;
      const photos = asClient ? await em().execute<{ id: string; storage_key: string }[]>('select id, storage_key from case_photos where case_id = ? order by created_at', [r.id]) : [];
      for (const p of photos) out.push({ path: `case-photos/${r.id}-${p.id}.jpg`, read: async () => (await files.get(p.storage_key))?.data ?? null });
      const { client_id: _client, ...rest } = r;
      cases.push({ ...exportRow(rest), myRole: asClient ? 'client' : 'cleaner', photos: photos.map((p) => `files/case-photos/${r.id}-${p.id}.jpg`) });
    }
    return { data: { cases }, files: out };
  };

/**
 * Account deletion: the cases stay (they explain a refund, a re-clean or an earning's adjustment), without
 * what the deleted person wrote or photographed: a client's descriptions and photos, a cleaner's answers.
 */
export const casesErasure =
  (em: () => EntityManager, disposal: FileDisposal) =>
  async (subject: ErasureSubject): Promise<void> => {
    const id = subject.userId;
    const photos = await em().execute<{ storage_key: string }[]>('delete from case_photos where case_id in (select id from cases where client_id = ?) returning storage_key', [id]);
    await em().execute('update cases set description = ? where client_id = ? and description <> ?', [ERASED_TEXT, id, ERASED_TEXT]);
    await em().execute('update cases set answer = ? where cleaner_id = ? and answer is not null and answer <> ?', [ERASED_TEXT, id, ERASED_TEXT]);
    await disposal.dispose(photos.map((p) => p.storage_key));
  };
