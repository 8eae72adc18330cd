import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner } from '../support/booking-fixtures.js';
import { connect, type TestSocket } from '../support/realtime-client.js';
import { ownDatabase } from '../support/own-database.js';
import { spawnServer } from '../support/server-process.js';

/**
 * Issue #21: the production topology. Two Éclat processes on one PostgreSQL behind a real nginx (Debian's
 * package) running the shipped `deploy/nginx/eclat.conf`, TLS ending at nginx with a certificate made
 * here. The instances run as in production as far as a test can: https PUBLIC_URL, TRUST_PROXY=true,
 * shared APP_SECRET, jobs on, Secure cookies; only the payment provider is the development one (a
 * NODE_ENV=production process refuses anything but live Stripe, which this machine cannot reach).
 */
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
if (!nginxBinary) console.warn('topology test skipped: nginx is not installed (apt-get install -y nginx; .ci/run installs it)');

const dir = mkdtempSync(path.join(os.tmpdir(), 'eclat-topology-'));
let db: Awaited<ReturnType<typeof ownDatabase>>;
let seeder: TestServer;
let proxyPort: number;
let publicUrl: string;
let ca: string;
const instances: { port: number; child: ChildProcess; exited: Promise<unknown> }[] = [];
let nginx: ChildProcess | null = null;
const sockets: TestSocket[] = [];
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let clientCookie: string;
let cleanerCookie: string;
let bookingId: string;
let errorLog = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** A call through the proxy, over TLS checked against the test's own certificate. */
function call(method: string, pathname: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  // As the web app calls: its own origin, and X-Requested-With (a cookie-authenticated change without a JSON body needs it).
  const headers: Record<string, string> = { origin: publicUrl, 'accept-language': 'fr', 'x-requested-with': 'fetch', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = https.request({ host: '127.0.0.1', port: proxyPort, servername: 'localhost', ca, method, path: pathname, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text && String(res.headers['content-type']).includes('json') ? JSON.parse(text) : text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function startInstance(port: number): Promise<void> {
  const child = spawnServer({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    PORT: String(port),
    DATABASE_URL: db.url,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    APP_SECRET: 'topology-test-secret-shared-by-both-instances',
    RUN_JOBS: 'true',
    SEED_DEMO_DATA: 'false',
    UPLOADS_DIR: path.join(dir, 'uploads'),
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  // Errors the instances log (JSON lines) are shown when a test fails.
  child.stdout!.on('data', (d) => (errorLog = (errorLog + d).slice(-4000)));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  instances.push({ port, child, exited });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false)) return;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance on ${port} did not start: ${stderr}`);
}

/** The shipped nginx configuration, pointed at this test's ports, certificate and folders. */
function nginxConfig(ports: number[]): string {
  let site = readFileSync('deploy/nginx/eclat.conf', 'utf8');
  const swap = (from: RegExp, to: string) => {
    if (!from.test(site)) throw new Error(`deploy/nginx/eclat.conf changed: ${from} not found`);
    site = site.replace(from, to);
  };
  swap(/server app1:3000/, `server 127.0.0.1:${ports[0]}`);
  swap(/server app2:3000/, `server 127.0.0.1:${ports[1]}`);
  swap(/listen 80;/, `listen 127.0.0.1:${proxyPort + 1};`);
  swap(/listen 443 ssl http2;/, `listen 127.0.0.1:${proxyPort} ssl http2;`);
  swap(/\/etc\/nginx\/certs\/eclat\.crt/, path.join(dir, 'eclat.crt'));
  swap(/\/etc\/nginx\/certs\/eclat\.key/, path.join(dir, 'eclat.key'));
  writeFileSync(path.join(dir, 'eclat.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
  return `daemon off;
master_process on;
worker_processes 1;
user root;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'eclat.conf')};
}
`;
}

async function login(email: string, password: string, spoofedFor?: string): Promise<string> {
  const res = await call('POST', '/api/auth/login', { body: { email, password }, ...(spoofedFor ? { headers: { 'x-forwarded-for': spoofedFor } } : {}) });
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('eclat_session='));
  expect(cookie).toBeDefined();
  // Secure and HttpOnly: set only because nginx said the request came over TLS (X-Forwarded-Proto).
  expect(cookie!.toLowerCase()).toContain('; secure');
  expect(cookie!.toLowerCase()).toContain('; httponly');
  return cookie!.split(';')[0]!;
}

const openSocket = async (cookie: string) => {
  const socket = await connect(publicUrl.replace('localhost', '127.0.0.1'), { headers: { cookie }, origin: publicUrl, tls: { ca, servername: 'localhost' } });
  sockets.push(socket);
  return socket;
};

const sql = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<R[]> => {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query<R>(text, params)).rows;
  } finally {
    await c.end();
  }
};

/** Presence rows of a user's open sockets: which instance holds each. */
const socketInstances = (userId: string) => sql<{ instance_id: string }>('select instance_id from messaging_presence where user_id = $1', [userId]).then((r) => r.map((x) => x.instance_id));

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!nginxBinary)('two instances behind nginx with TLS (issue #21)', () => {
  beforeAll(async () => {
    db = await ownDatabase('topology');
    // People are made in-process on the same database (fixtures), then act only through the proxy.
    seeder = await createTestServer({ env: { DATABASE_URL: db.url }, configure: longScenarios });
    const admin = (await loginAs(seeder, 'admin')).token;
    [cleaner, client] = await Promise.all([listedCleaner(seeder, admin), clientWithProperty(seeder)]);

    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(dir, 'eclat.key'), '-out', path.join(dir, 'eclat.crt')], { stdio: 'ignore' });
    ca = readFileSync(path.join(dir, 'eclat.crt'), 'utf8');
    for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'tmp', name), { recursive: true });

    const ports = [await freePort(), await freePort()];
    // The proxy first: a port found free a moment ago (and the one after it, for plain HTTP) may be taken
    // meanwhile by another test's outgoing connection, so nginx is started again on other ports then.
    let nginxErr = '';
    for (let attempt = 1; ; attempt++) {
      proxyPort = await freePort();
      publicUrl = `https://localhost:${proxyPort}`;
      writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(ports));
      const proxy = spawn(nginxBinary!, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
      nginx = proxy;
      nginxErr = '';
      proxy.stderr!.on('data', (d) => (nginxErr += d));
      const exited = new Promise<boolean>((resolve) => proxy.once('exit', () => resolve(true)));
      const listening = async () => {
        for (let i = 0; i < 50; i++) {
          const open = await new Promise<boolean>((resolve) => net.connect(proxyPort, '127.0.0.1').once('connect', function (this: net.Socket) { this.destroy(); resolve(true); }).once('error', () => resolve(false)));
          if (open) return false;
          await new Promise((r) => setTimeout(r, 100));
        }
        return false;
      };
      if (!(await Promise.race([exited, listening()])) || attempt >= 3 || !nginxErr.includes('Address already in use')) break;
    }
    await Promise.all(ports.map(startInstance));
    for (let i = 0; ; i++) {
      if (await call('GET', '/api/health').then((r) => r.status === 200, () => false)) break;
      if (i > 50) throw new Error(`nginx did not start: ${nginxErr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 90_000);

  afterAll(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close().catch(() => {})));
    nginx?.kill('SIGTERM');
    for (const i of instances) i.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => Promise.race([i.exited, new Promise((r) => setTimeout(r, 6000))])));
    for (const i of instances) i.child.kill('SIGKILL');
    await seeder?.close();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('serves the API over TLS; plain HTTP is redirected to https', async () => {
    const health = await call('GET', '/api/ready');
    expect(health.status).toBe(200);
    const plain = await fetch(`http://127.0.0.1:${proxyPort + 1}/api/health`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);
  });

  it('signs in through the proxy with a Secure cookie; the rate limit counts the real client address, not a forged X-Forwarded-For', async () => {
    clientCookie = await login(client.user.email, client.user.password, '203.0.113.9');
    cleanerCookie = await login(cleaner.user.email, cleaner.user.password);
    const keys = (await sql<{ key: string }>("select key from platform_rate_limits where key like 'login:ip:%'")).map((r) => r.key);
    // nginx appends the address it saw; the instances trust that last entry only (TRUST_PROXY, one hop).
    expect(keys).toContain('login:ip:127.0.0.1');
    expect(keys).not.toContain('login:ip:203.0.113.9');
    const me = await call('GET', '/api/users/me', { cookie: clientCookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(client.user.email);
  });

  it('books through the proxy, and the cleaner accepts', async () => {
    const res = await call('POST', '/api/bookings', { cookie: clientCookie, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: dateInDays(5), time: '09:00' }) } });
    expect(res.status, `${JSON.stringify(res.body)} ${errorLog}`).toBe(201);
    bookingId = res.body.booking.id;
    const accepted = await call('POST', `/api/bookings/${bookingId}/accept`, { cookie: cleanerCookie });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('delivers a message to the sockets held by both instances (upgrades through nginx, spread over both)', async () => {
    // nginx takes turns between the two instances: two sockets land on one each.
    const [a, b] = [await openSocket(cleanerCookie), await openSocket(cleanerCookie)];
    const held = await until(() => socketInstances(cleaner.user.id), (ids) => ids.length === 2);
    expect(new Set(held).size).toBe(2);
    const sent = await call('POST', `/api/messages/${bookingId}`, { cookie: clientCookie, body: { clientMessageId: randomUUID(), text: 'Le code de la porte est dans les instructions.' } });
    expect(sent.status).toBe(201);
    // Whichever instance took the request, the socket on the other one gets the message too.
    for (const s of [a, b]) expect((await s.next('NEW_MESSAGE')).message).toMatchObject({ uuidId: sent.body.uuidId });
  });

  it('runs a due job once across both instances: flow steps left in the outbox are taken by one poller each', async () => {
    const subjects = Array.from({ length: 20 }, (_, i) => `Topologie ${i} ${randomUUID()}`);
    await sql(
      `insert into platform_outbox (id, flow, step, key, payload, created_at, available_at)
       select gen_random_uuid(), 'mail.send', 'mail.deliver', gen_random_uuid()::text,
              jsonb_build_object('to', 'topologie@example.com', 'subject', s, 'text', 'Bonjour', 'html', '<p>Bonjour</p>'), now(), now()
         from unnest($1::text[]) as s`,
      [subjects],
    );
    // Both instances poll every second; each step is taken under FOR UPDATE SKIP LOCKED.
    const left = await until(() => sql<{ n: string }>("select count(*) as n from platform_outbox where flow = 'mail.send' and processed_at is null and payload->>'to' = 'topologie@example.com'"), (r) => Number(r[0]!.n) === 0, 10_000);
    expect(Number(left[0]!.n)).toBe(0);
    const sent = await sql<{ subject: string; n: string }>("select subject, count(*) as n from platform_dev_mailbox where recipient = 'topologie@example.com' group by subject");
    expect(sent.map((r) => r.subject).sort()).toEqual([...subjects].sort());
    expect(sent.every((r) => Number(r.n) === 1)).toBe(true);
  });

  it('keeps serving when one instance stops: the session still works and the socket reconnects to the other', async () => {
    const [a, b] = sockets.slice(-2) as [TestSocket, TestSocket];
    const stopped = instances[0]!;
    stopped.child.kill('SIGTERM');
    await stopped.exited;
    // The socket that instance held is closed (going away); the other stays open.
    const closedOne = await Promise.race([a.closed.then(() => a), b.closed.then(() => b)]);
    const survivor = closedOne === a ? b : a;
    // Every request goes on, on the remaining instance (nginx moves past the refused connection).
    for (let i = 0; i < 4; i++) {
      const me = await call('GET', '/api/users/me', { cookie: clientCookie });
      expect(me.status).toBe(200);
    }
    const again = await openSocket(cleanerCookie);
    const held = await until(() => socketInstances(cleaner.user.id), (ids) => ids.length === 2 && new Set(ids).size === 1);
    expect(new Set(held).size).toBe(1);
    const sent = await call('POST', `/api/messages/${bookingId}`, { cookie: clientCookie, body: { clientMessageId: randomUUID(), text: 'Toujours là?' } });
    expect(sent.status).toBe(201);
    for (const s of [again, survivor]) expect((await s.next('NEW_MESSAGE', (f) => (f.message as { uuidId: string }).uuidId === sent.body.uuidId)).type).toBe('NEW_MESSAGE');
  });

  it('loses no request when an instance gets SIGTERM during a burst: a rolling deploy (issue #37)', async () => {
    // The new release comes up on the stopped instance's port; nginx takes it back once fail_timeout (5 s) has passed.
    await startInstance(instances[0]!.port);
    await new Promise((resolve) => setTimeout(resolve, 5500));
    const leaving = instances[1]!;
    const outcomes: string[] = [];
    const sent = { client: 0, cleaner: 0 };
    // Reads and non-idempotent writes (nginx passes those on to another instance only if nothing was sent yet).
    const one = async (i: number) => {
      const kind = i % 3;
      const sender = i % 2 === 0 ? 'client' : 'cleaner';
      const res =
        kind === 0 || sent[sender] >= 20
          ? await call('GET', '/api/users/me', { cookie: clientCookie })
          : kind === 1
            ? await call('PATCH', '/api/users/me', { cookie: clientCookie, body: { name: `Client ${i}` } })
            : (sent[sender]++, await call('POST', `/api/messages/${bookingId}`, { cookie: sender === 'client' ? clientCookie : cleanerCookie, body: { clientMessageId: randomUUID(), text: `Message ${i} pendant le déploiement` } }));
      outcomes.push(`${res.status}`);
    };
    let next = 0;
    let exited = false;
    const exit = leaving.exited.then((code) => ((exited = true), code));
    // Five at a time, from before the signal until the stopped instance has exited.
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        while (!exited || next < 60) {
          const i = next++;
          if (i === 15) leaving.child.kill('SIGTERM');
          await one(i).catch((e: unknown) => outcomes.push(`error ${String(e)}`));
        }
      }),
    );
    // It drained and exited by itself (1 would be the watchdog cutting a shutdown that hung).
    expect(await exit).toBe(0);
    expect(outcomes.length).toBeGreaterThanOrEqual(60);
    expect(outcomes.filter((o) => !/^2\d\d$/.test(o)), `${outcomes.length} requests; instances' log: ${errorLog}`).toEqual([]);
  }, 60_000);
});
