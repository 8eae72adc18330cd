import { randomUUID } from 'node:crypto';
import { createUserWithRole, type Role } from '../../modules/identity/index.js';
import type { TestServer } from './test-server.js';

export interface BuiltUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: Role | null;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@test.eclat.local`;

/** An account straight in the database (no rate limits, no email), with a known password. */
export async function buildUser(t: TestServer, overrides: Partial<Omit<BuiltUser, 'id'>> & { locale?: 'fr' | 'en' } = {}): Promise<BuiltUser> {
  const input = {
    email: overrides.email ?? uniqueEmail(overrides.role ?? 'user'),
    name: overrides.name ?? 'Test Person',
    password: overrides.password ?? `pw-${randomUUID()}`,
    role: overrides.role === undefined ? 'client' : overrides.role,
    locale: overrides.locale ?? 'fr',
  } as const;
  await t.inContext(() => createUserWithRole(t.server.app.identity.deps, input));
  const user = await t.inContext(() => t.server.app.identity.deps.users.findByEmail(input.email));
  return { id: user!.id, email: input.email, name: input.name, password: input.password, role: input.role };
}

/** A fresh user of that role, signed in through the API: its token and record. */
export async function loginAs(t: TestServer, role: Role | null, overrides: Partial<Omit<BuiltUser, 'id' | 'role'>> & { locale?: 'fr' | 'en' } = {}) {
  const user = await buildUser(t, { ...overrides, role });
  const res = await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, token: res.body.token as string };
}
