/** Spec section 5: uploads up to 10 MB; documents PDF, JPG, PNG; portfolio JPG, PNG, WebP. */
export const UPLOAD_MAX_MEGABYTES = 10;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const DOCUMENT_TYPES_LABEL = 'PDF, JPG, PNG';
export const PHOTO_TYPES_LABEL = 'JPG, PNG, WebP';

const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

/** The client-side check before sending (the server checks the bytes again). */
export function uploadProblem(file: { name: string; size: number }, kind: 'document' | 'photo'): 'type' | 'size' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(kind === 'document' ? DOCUMENT_EXTENSIONS : PHOTO_EXTENSIONS).includes(ext)) return 'type';
  if (file.size > UPLOAD_MAX_MEGABYTES * 1024 * 1024) return 'size';
  if (file.size === 0) return 'type';
  return null;
}
