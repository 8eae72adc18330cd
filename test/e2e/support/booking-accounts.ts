import { inject } from 'vitest';
import { baseUrl } from './browser.js';

/**
 * Accounts for the booking browser test, made through the public API of the running server
 * (the e2e project cannot reach the integration test server's fixtures). The bodies mirror
 * test/support/cleaner-fixtures.ts and test/support/booking-fixtures.ts.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function call<T>(method: string, path: string, options: { token?: string; body?: unknown; form?: FormData } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

async function account(name: string, email: string, role: 'client' | 'cleaner'): Promise<Account> {
  const password = `une phrase de passe ${role}`;
  const { token } = await call<{ token: string }>('POST', '/api/auth/signup', {
    body: { name, email, password, dateOfBirth: '1987-03-21', acceptTerms: true, locale: 'fr' },
  });
  await call('POST', '/api/auth/select-role', { token, body: { role } });
  return { name, email, password, token };
}

/**
 * A cleaner listed in Montréal (30 $/h), ID approved by the admin, available all day every day, with an
 * active payout account unless `payoutAccount: false` (the payments browser test sets it up in the browser).
 */
export async function listedCleaner(name: string, email: string, options: { payoutAccount?: boolean } = {}): Promise<Account & { slug: string }> {
  const cleaner = await account(name, email, 'cleaner');
  const { token } = cleaner;
  const quickStart = {
    gender: 'female',
    languages: ['french', 'english'],
    experienceLevel: 'expert',
    experienceYears: 6,
    primaryCityId: 'montreal',
    serviceTypes: ['regular', 'deep'],
    bio: "Nettoyeuse depuis six ans à Montréal, minutieuse et ponctuelle, j'apporte mon équipement.",
  };
  const readyToWork = {
    serviceCities: [{ placeId: 'montreal', hourlyRateCents: 3000 }],
    coverageKm: 25,
    equipment: ['vacuum', 'mop'],
    pets: ['cats'],
    street: '1234 rue Saint-Denis',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2X 1Y4',
  };
  for (const [body, step] of [
    [quickStart, 'quick-start'],
    [readyToWork, 'ready-to-work'],
  ] as const) {
    await call('PATCH', '/api/cleaners/me/profile', { token, body });
    await call('POST', `/api/cleaners/me/onboarding/${step}/complete`, { token });
  }
  const form = new FormData();
  form.append('type', 'id');
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'permis.pdf');
  const document = await call<{ id: string }>('POST', '/api/cleaners/me/documents', { token, form });
  const { token: adminToken } = await call<{ token: string }>('POST', '/api/auth/login', { body: inject('admin') });
  const profile = await call<{ userId: string; slug: string }>('GET', '/api/cleaners/me/profile', { token });
  const decision = await call<{ isListed: boolean }>('PUT', `/api/admin/cleaners/${profile.userId}/documents/${document.id}`, {
    token: adminToken,
    body: { status: 'approved' },
  });
  if (!decision.isListed) throw new Error('the cleaner is not listed after the ID approval');
  const today = new Date().toISOString().slice(0, 10);
  for (let weekday = 0; weekday < 7; weekday++) {
    await call('POST', '/api/availability/me/blocks', { token, body: { kind: 'weekly', slot: 'full_day', weekday, startDate: today } });
  }
  // The payout account (development provider: active once the link is asked for); accepting needs it.
  if (options.payoutAccount === false) return { ...cleaner, slug: profile.slug };
  await call('POST', '/api/payouts/me/account/link', { token });
  const payoutAccount = await call<{ canReceiveTransfers: boolean }>('POST', '/api/payouts/me/account/sync', { token });
  if (!payoutAccount.canReceiveTransfers) throw new Error('the cleaner cannot receive payouts after onboarding');
  return { ...cleaner, slug: profile.slug };
}

export interface ClientProperty {
  id: string;
  name: string;
  address: { lat: number; lng: number };
}

/** A client with one house in Montréal, its address taken from the suggestions as the web does. */
export async function clientWithProperty(name: string, email: string): Promise<Account & { property: ClientProperty }> {
  const client = await account(name, email, 'client');
  const q = `q=${encodeURIComponent('1234 rue Saint-Denis, Montréal')}&postalCode=${encodeURIComponent('H2X 1Y4')}`;
  const suggestions = await call<{ suggestionId: string }[]>('GET', `/api/geo/address-suggestions?${q}`, { token: client.token });
  if (!suggestions[0]) throw new Error('no address suggestion');
  const property = await call<ClientProperty>('POST', '/api/properties', {
    token: client.token,
    body: {
      name: 'Maison Saint-Denis',
      suggestionId: suggestions[0].suggestionId,
      type: 'house',
      bedrooms: 3,
      bathrooms: 2,
      stories: 2,
      wifiName: 'Maison-WiFi',
      wifiPassword: 'motdepasse',
      accessInstructions: 'Code 1234',
    },
  });
  return { ...client, property };
}
