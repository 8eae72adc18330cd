import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileDisposal } from '../../../../src/shared/file-disposal.js';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';
import { photoFilesOf } from '../../application/portfolio.js';

/**
 * Account deletion: a cleaner's profile, search entries, documents, verification decisions and
 * portfolio are deleted, and their files (every picture variant) go through `files.delete` once this
 * commits. The GST/QST numbers stay only where the tax law needs them: on the invoices as issued.
 */
export const cleanersErasure =
  (em: () => EntityManager, fileDisposal: FileDisposal) =>
  async (subject: ErasureSubject): Promise<void> => {
    const id = [subject.userId];
    const documents = await em().execute<{ storage_key: string }[]>('delete from cleaners_documents where cleaner_id = ? returning storage_key', id);
    const photos = await em().execute<{ large_key: string; thumb_key: string; widths: number[] }[]>(
      'delete from cleaners_portfolio_photos where cleaner_id = ? returning large_key, thumb_key, widths',
      id,
    );
    await em().execute('delete from cleaners_verification_records where cleaner_id = ?', id);
    await em().execute('delete from cleaners_search_keys where user_id = ?', id);
    await em().execute('delete from cleaners_search where user_id = ?', id);
    await em().execute('delete from cleaners_profiles where user_id = ?', id);
    await fileDisposal.dispose([
      ...documents.map((d) => d.storage_key),
      ...photos.flatMap((p) => photoFilesOf({ largeKey: p.large_key, thumbKey: p.thumb_key, widths: p.widths ?? [] })),
    ]);
  };
