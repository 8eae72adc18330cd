import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { RESET_DEMO_PASSWORDS, seedDemoData } from '../../src/db/seed.js';

/** Issue #14: demo passwords are shown once, and `npm run db:seed -- --reset-demo-passwords` makes new ones. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const seed = async (resetPasswords = false) => {
  const lines: string[] = [];
  await seedDemoData(t.server, (line) => lines.push(line), { resetPasswords });
  const text = lines.join('\n');
  const password = (role: string) => new RegExp(`^\\s+${role}\\s+\\S+@demo\\.eclat\\.local\\s+(\\S+)$`, 'm').exec(text)?.[1] ?? null;
  return { text, client: password('client') };
};
const login = (password: string) => t.api('POST', '/api/auth/login', { body: { email: 'client@demo.eclat.local', password } });

describe('the demo accounts', () => {
  it('prints their passwords once, then how to get new ones; the reset gives working new passwords and ends the old ones', async () => {
    const first = await seed();
    // Another file of this run may have seeded them first: then the reset is the way to know a password.
    const again = await seed();
    expect(again.client).toBeNull();
    expect(again.text).toContain(RESET_DEMO_PASSWORDS);
    if (first.client) expect(first.text).toContain(RESET_DEMO_PASSWORDS);

    const reset = await seed(true);
    expect(reset.client).toMatch(/^demo-/);
    const session = await login(reset.client!);
    expect(session.status).toBe(200);
    const second = await seed(true);
    expect(second.client).not.toBe(reset.client);
    expect((await login(reset.client!)).status).toBe(401);
    expect((await login(second.client!)).status).toBe(200);
    // The sessions of the old password end with it.
    expect((await t.api('GET', '/api/users/me', { token: session.body.token })).status).toBe(401);
  });
});
