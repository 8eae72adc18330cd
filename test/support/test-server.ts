import { databaseUrl } from './database-url.js';
import { randomUUID } from 'node:crypto';

import { RequestContext } from '@mikro-orm/core';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { startServer, type RunningServer, type StartOptions } from '../../src/server.js';
import { responseErrors } from '../../src/http/openapi.js';
import { connectionGuardOf } from '../../src/db/orm.js';
import type { Clock } from '../../src/shared/clock.js';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Raw body (e.g. FormData), sent as is. */
  raw?: BodyInit;
  /** Gives up (the call rejects) when this signal aborts, e.g. `AbortSignal.timeout(ms)`. */
  signal?: AbortSignal;
}

export interface TestServer {
  url: string;
  server: RunningServer;
  config: AppConfig;
  /** Calls the API and fails the test if the answer does not match openapi.yaml. */
  api<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Runs code with a request-scoped ORM context, as a route would. */
  inContext<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** For files that move the clock days ahead and sign many people in: sessions that last a month, no login limit. */
export function longScenarios(c: AppConfig): void {
  c.rateLimits.login.perIp = 10_000;
  c.session.idleHours = 24 * 30;
  c.session.browserSessionHours = 24 * 30;
}

/** A real server on a random port over the run's test database. */
export async function createTestServer(overrides: { env?: Record<string, string>; clock?: Clock; gateway?: StartOptions['gateway']; configure?: (c: AppConfig) => void } = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: databaseUrl(),
    UPLOADS_DIR: `/tmp/eclat-test-uploads/${randomUUID()}`,
    // Each test server poses as its own client IP so that rate limits of one file do not leak into another.
    TRUST_PROXY: 'true',
    ...overrides.env,
  });
  overrides.configure?.(config);
  const server = await startServer(config, { ...(overrides.clock ? { clock: overrides.clock } : {}), ...(overrides.gateway ? { gateway: overrides.gateway } : {}) });
  const ip = `10.${rand()}.${rand()}.${rand()}`;
  const api = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${server.url}${path}`, { method, headers, body, ...(options.signal ? { signal: options.signal } : {}) });
    const text = await res.text();
    const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    const contractPath = path.split('?')[0]!;
    if (contractPath.startsWith('/api/')) {
      const problems = responseErrors(server.app.contract, method, contractPath, res.status, parsed || undefined);
      if (problems) throw new Error(`${method} ${path} -> ${res.status} breaks the contract: ${problems.join('; ')}\n${text.slice(0, 500)}`);
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  return {
    url: server.url,
    server,
    config,
    api,
    inContext: (work) => RequestContext.create(server.orm.em, work),
    close: async () => {
      await server.close(500);
      // The connection guard throws where it catches a second connection inside a transaction; a
      // caller that swallowed that error (a follow-up that logs its failures) still fails the file here.
      const { violations } = connectionGuardOf(server.orm);
      if (violations.length) throw new Error(`${violations.length} pooled connection(s) requested inside a transaction:\n${violations[0]!.stack}`);
    },
  };
}

const rand = () => Math.floor(Math.random() * 254) + 1;
