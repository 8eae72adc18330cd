/**
 * Why a dropped file was refused (issue #41: the gallery ignored a wrong file silently), as a message
 * key with its values, from react-dropzone's rejection codes. Sizes in megabytes, in the console's
 * language.
 */
export interface Refused {
  file: { name: string; size: number };
  errors: readonly { code: string }[];
}

export function refusalMessage(rejections: readonly Refused[], locale: string): { key: string; options: Record<string, string> } {
  const first = rejections[0];
  if (!first) return { key: 'eclat.content.upload.refused', options: { name: '' } };
  const name = first.file.name;
  const codes = new Set(first.errors.map((e) => e.code));
  if (codes.has('too-many-files')) return { key: 'eclat.content.upload.too_many', options: {} };
  if (codes.has('file-invalid-type')) return { key: 'eclat.content.upload.wrong_type', options: { name } };
  if (codes.has('file-too-large')) {
    const size = new Intl.NumberFormat(locale === 'en' ? 'en-CA' : 'fr-CA', { maximumFractionDigits: 1 }).format(first.file.size / (1024 * 1024));
    return { key: 'eclat.content.upload.too_large', options: { name, size } };
  }
  return { key: 'eclat.content.upload.refused', options: { name } };
}
