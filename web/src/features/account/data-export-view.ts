import type { DataExport } from './api/list-my-data-exports';

/** "1,2 Mo" / "1.2 MB": decimal units, as file managers show them. */
export function formatFileSize(bytes: number, language: 'fr' | 'en'): string {
  const units = language === 'fr' ? ['o', 'Ko', 'Mo', 'Go'] : ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number}\u00a0${units[unit]}`;
}

/** What the section leads with: the request being prepared, else the archive ready to download, else nothing. */
export function currentExport(items: readonly DataExport[]): DataExport | null {
  return items.find((e) => e.status === 'pending') ?? items.find((e) => e.status === 'ready' && e.downloadUrl) ?? null;
}
