/** openapi.yaml (POST /api/users/me/avatar): JPG, PNG or WebP, up to 10 MB (spec section 9). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_MAX_MEGABYTES = 10;
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ALLOWED_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export type AvatarProblem = 'type' | 'size' | 'empty';

export function avatarFileProblem(file: { name: string; type: string; size: number }): AvatarProblem | null {
  // Some systems give no MIME type; the extension decides then.
  const typeOk = file.type ? ALLOWED_TYPES.has(file.type.toLowerCase()) : ALLOWED_EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
