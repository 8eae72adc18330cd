import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { RequestContext } from '@mikro-orm/core';
import { loadConfig } from '../../../src/config/config.js';
import { startServer } from '../../../src/server.js';
import { createUserWithRole } from '../../../modules/identity/index.js';
import { WEB_DIST, ADMIN_DIST } from '../../../src/http/static.js';
import { startOidcProvider } from '../../support/oidc-provider.js';
import { liftPerAddressLimits } from './lift-limits.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}

/** The built app served by the real server, as in production, plus an admin account for the console flows. */
export default async function setup(project: TestProject) {
  if (!existsSync(`${WEB_DIST}/index.html`) || !existsSync(`${ADMIN_DIST}/index.html`)) {
    throw new Error('Browser tests need the built app: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  // A real OpenID Connect provider in this process (milliseconds to start) for the social sign-in button.
  const idp = await startOidcProvider({ redirectUris: [`http://localhost:${port}/api/auth/oidc/oidc/callback`], acceptAnyEmail: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    // Links in emails (password reset) must point at this server.
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: project.getProvidedContext().databaseUrl,
    UPLOADS_DIR: `/tmp/eclat-e2e-uploads/${randomUUID()}`,
    LOG_LEVEL: 'silent',
    OIDC_OIDC_ISSUER: idp.issuer,
    OIDC_OIDC_CLIENT_ID: idp.clientId,
    OIDC_OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_LABEL: 'Local ID',
  });
  liftPerAddressLimits(config);
  // The browser flows work a visit in a minute of real time; the minimum time on site is proven by booking-workday.test.ts.
  config.booking.minimumOnSitePercent = 0;
  // Each test changes data and then opens pages: a page drawn a minute ago must not stand in for it.
  config.pageCacheSeconds = 0;
  const server = await startServer(config);
  const admin = { email: `admin-${randomUUID().slice(0, 8)}@e2e.eclat.local`, password: `admin-${randomUUID()}` };
  await RequestContext.create(server.orm.em, () =>
    createUserWithRole(server.app.identity.deps, { ...admin, name: 'Alex Admin', role: 'admin', locale: 'fr' }),
  );
  project.provide('baseUrl', server.url);
  project.provide('admin', admin);
  return async () => {
    await server.close(1000);
    await idp.close();
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
