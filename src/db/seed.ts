import { randomBytes } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import type { RunningServer } from '../server.js';
import { createUserWithRole } from '../../modules/identity/index.js';

const DEMO = [
  { role: 'client', email: 'client@demo.eclat.local', name: 'Camille Client' },
  { role: 'cleaner', email: 'cleaner@demo.eclat.local', name: 'Gabriel Nettoyeur' },
  { role: 'admin', email: 'admin@demo.eclat.local', name: 'Alex Admin' },
] as const;

/**
 * Demo accounts for a fresh machine. Their passwords are random and printed once, when created;
 * later starts leave existing accounts alone.
 */
export async function seedDemoData(server: RunningServer, print: (line: string) => void = console.log): Promise<void> {
  const created: string[] = [];
  await RequestContext.create(server.orm.em, async () => {
    for (const demo of DEMO) {
      const password = `demo-${randomBytes(6).toString('base64url')}`;
      const result = await createUserWithRole(server.app.identity.deps, { ...demo, password, locale: 'fr' });
      if (result === 'created') created.push(`  ${demo.role.padEnd(8)} ${demo.email.padEnd(28)} ${password}`);
    }
  });
  if (created.length) {
    print(['', 'Demo accounts (shown only this once):', ...created, ''].join('\n'));
  }
}
