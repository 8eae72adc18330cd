import { generateKeyPairSync, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port, for social sign-in
 * tests: discovery, ID tokens signed with its own RSA key (published at its `jwks_uri`), PKCE, its
 * development login and consent pages. People are registered with `addAccount`; its login page takes
 * their id as the login (any password).
 */
export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `forgeIdToken`: the token endpoint hands this person a re-made ID token instead of its own (refusal tests). */
  addAccount(id: string, claims: { email?: string; email_verified?: boolean; name?: string }, opts?: { forgeIdToken?: IdTokenForgery }): void;
  close(): Promise<void>;
}

/** How the ID token of a forged answer is re-made from the one the provider issued. */
export interface IdTokenForgery {
  /** The provider's own (published) key, or a key it never published. */
  key: 'provider' | 'foreign';
  /** The `kid` header; the provider's own key id unless given. */
  kid?: string;
  /** Claims replaced in the issued token (another `aud`, a past `exp`…). */
  claims?: Record<string, unknown>;
}

const SIGNING_KID = 'local-oidc-provider-rs256';

function rsaKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

/** A compact RS256 JWS, as a provider makes its ID tokens. */
function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ ...header, alg: 'RS256' })}.${part(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

function forge(idToken: string, forgery: IdTokenForgery, own: KeyObject, foreign: KeyObject): string {
  const [header, payload] = idToken.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>);
  return signJwt({ ...header, kid: forgery.kid ?? SIGNING_KID }, { ...payload, ...forgery.claims }, forgery.key === 'provider' ? own : foreign);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * `acceptAnyEmail`: a login that is an email and was never added signs in as that person with a
 * verified email (for browser tests, whose provider runs in another process than the test).
 */
export async function startOidcProvider(opts: { redirectUris: string[]; port?: number; acceptAnyEmail?: boolean }): Promise<LocalOidcProvider> {
  const port = opts.port ?? (await freePort());
  const issuer = `http://localhost:${port}`;
  const accounts = new Map<string, Record<string, unknown>>();
  const forgeries = new Map<string, IdTokenForgery>();
  // Its own signing key rather than oidc-provider's development one, so a test can sign with it (or not).
  const signingKey = rsaKey();
  const foreignKey = rsaKey();
  const signingJwk: JsonWebKey = { ...signingKey.export({ format: 'jwk' }), kid: SIGNING_KID, alg: 'RS256', use: 'sig' };
  const clientId = 'eclat-test';
  const clientSecret = 'eclat-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google and Microsoft do: the person's claims in the ID token itself.
    conformIdTokenClaims: false,
    cookies: { keys: ['local-oidc-provider-test-cookie-key'] },
    jwks: { keys: [signingJwk] },
    findAccount: (_ctx: unknown, sub: string) => {
      const claims = accounts.get(sub) ?? (opts.acceptAnyEmail && sub.includes('@') ? { email: sub, email_verified: true, name: 'Personne E2E' } : undefined);
      if (!claims) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...claims }) };
    },
    pkce: { required: () => true },
  });
  // After the token endpoint: a forged ID token replaces the issued one for the people who asked for it.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (ctx.path !== '/token' || !body || typeof body.id_token !== 'string') return;
    const sub = (JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const forgery = forgeries.get(sub);
    if (forgery) ctx.body = { ...body, id_token: forge(body.id_token, forgery, signingKey, foreignKey) };
  });
  // Its own warnings (development interactions) are expected here.
  provider.on('server_error', (_ctx: unknown, err: unknown) => console.error('local OIDC provider error', err));
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (id, claims, opts) => {
      accounts.set(id, claims);
      if (opts?.forgeIdToken) forgeries.set(id, opts.forgeIdToken);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Cookies per origin, as a browser keeps them for the pages of one flow (enough for these tests). */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  header(url: string): string {
    const jar = this.byOrigin.get(new URL(url).origin);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  store(url: string, res: Response): void {
    const origin = new URL(url).origin;
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    this.byOrigin.set(origin, jar);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const gone = value === '' || attrs.some((a) => /^\s*max-age=0/i.test(a) || (/^\s*expires=/i.test(a) && new Date(a.split('=')[1]!) < new Date()));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
  }

  get(url: string, name: string): string | undefined {
    return this.byOrigin.get(new URL(url).origin)?.get(name);
  }

  set(url: string, name: string, value: string): void {
    const origin = new URL(url).origin;
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    jar.set(name, value);
    this.byOrigin.set(origin, jar);
  }
}

/** One request with the jar's cookies, redirects not followed. */
export async function browse(jar: CookieJar, url: string, init: { method?: string; form?: Record<string, string>; ip?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '10.77.0.1' };
  const cookie = jar.header(url);
  if (cookie) headers.cookie = cookie;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const res = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
  jar.store(url, res);
  return res;
}

/**
 * Follows the provider's redirects and answers its development login and consent pages as `accountId`
 * until the provider sends the browser back to `appOrigin`; returns that address.
 */
export async function signInAtProvider(jar: CookieJar, authorizationUrl: string, accountId: string, appOrigin: string, opts: { consent?: boolean } = {}): Promise<string> {
  const back = await walkProvider(jar, authorizationUrl, accountId, appOrigin, opts);
  if (typeof back !== 'string') throw new Error('the provider answered with a form post');
  return back;
}

/**
 * The same walk for a provider answering with `response_mode=form_post`: its last page is a form that
 * posts the answer to the app; returns that form's address and fields (a browser would submit it).
 */
export async function signInAtProviderFormPost(jar: CookieJar, authorizationUrl: string, accountId: string, appOrigin: string): Promise<{ action: string; form: Record<string, string> }> {
  const back = await walkProvider(jar, authorizationUrl, accountId, appOrigin, {});
  if (typeof back === 'string') throw new Error(`the provider answered in the query: ${back}`);
  return back;
}

async function walkProvider(jar: CookieJar, authorizationUrl: string, accountId: string, appOrigin: string, opts: { consent?: boolean }): Promise<string | { action: string; form: Record<string, string> }> {
  let url = authorizationUrl;
  for (let i = 0; i < 20; i++) {
    if (url.startsWith(appOrigin)) return url;
    const res = await browse(jar, url);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
    const posting = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html);
    if (posting && posting[1]!.startsWith(appOrigin)) {
      const form: Record<string, string> = {};
      for (const input of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)) form[input[1]!] = input[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      return { action: posting[1]!, form };
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (prompt === 'consent' && opts.consent === false) {
      const abort = await browse(jar, `${url}/abort`);
      url = new URL(abort.headers.get('location')!, url).href;
      continue;
    }
    const form: Record<string, string> = prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt: prompt ?? 'consent' };
    const submitted = await browse(jar, url, { method: 'POST', form });
    if (submitted.status < 300 || submitted.status >= 400) throw new Error(`provider refused the ${prompt} form: ${submitted.status} ${(await submitted.text()).slice(0, 300)}`);
    url = new URL(submitted.headers.get('location')!, url).href;
  }
  throw new Error('the provider never sent the browser back');
}
