import type { TestServer } from './test-server.js';

/** Fields that satisfy the quick-start step. */
export const QUICK_START = {
  gender: 'female',
  languages: ['french', 'english'],
  experienceLevel: 'expert',
  experienceYears: 6,
  primaryCityId: 'montreal',
  serviceTypes: ['regular', 'deep'],
  bio: "Nettoyeuse depuis six ans à Montréal, minutieuse et ponctuelle, j'apporte mon équipement.",
} as const;

/** Fields that satisfy the ready-to-work step (hourly mode). */
export const READY_TO_WORK = {
  serviceCities: [
    { placeId: 'montreal', hourlyRateCents: 3000 },
    { placeId: 'laval', hourlyRateCents: 3200 },
  ],
  coverageKm: 25,
  equipment: ['vacuum', 'mop'],
  pets: ['cats'],
  street: '1234 rue Saint-Denis',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'h2x 1y4',
} as const;

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export function form(data: Buffer, filename: string, fields: Record<string, string> = {}, type = 'application/octet-stream'): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return fd;
}

/** Takes a cleaner through quick-start and ready-to-work through the API. */
export async function completeFirstSteps(t: TestServer, token: string): Promise<void> {
  for (const [body, step] of [
    [QUICK_START, 'quick-start'],
    [READY_TO_WORK, 'ready-to-work'],
  ] as const) {
    const patched = await t.api('PATCH', '/api/cleaners/me/profile', { token, body });
    if (patched.status !== 200) throw new Error(`patch failed: ${JSON.stringify(patched.body)}`);
    const done = await t.api('POST', `/api/cleaners/me/onboarding/${step}/complete`, { token });
    if (done.status !== 200) throw new Error(`${step} failed: ${JSON.stringify(done.body)}`);
  }
}

export async function uploadDocument(t: TestServer, token: string, type = 'id', data = PDF, filename = 'id.pdf', fields: Record<string, string> = {}) {
  return t.api('POST', '/api/cleaners/me/documents', { token, raw: form(data, filename, { type, ...fields }) });
}
