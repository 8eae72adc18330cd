import { PHOTO_TYPES_LABEL, UPLOAD_MAX_MEGABYTES, uploadProblem } from '../cleaner-profile/file-checks';

export { PHOTO_ACCEPT, PHOTO_TYPES_LABEL, UPLOAD_MAX_MEGABYTES } from '../cleaner-profile/file-checks';

/** The translation key and values of the product's upload messages, or null when the file may be sent. */
export function photoFileProblem(file: { name: string; size: number }): { key: string; values: Record<string, string | number> } | null {
  const problem = uploadProblem(file, 'photo');
  if (problem === 'type') return { key: 'cleanerProfile:uploads.invalidType', values: { types: PHOTO_TYPES_LABEL } };
  if (problem === 'size') return { key: 'cleanerProfile:uploads.tooLarge', values: { max: UPLOAD_MAX_MEGABYTES } };
  return null;
}
