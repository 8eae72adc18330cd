import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that plays Stripe's part for the endpoints the project uses, so tests run the
 * real `stripe` SDK (form-encoded requests, Idempotency-Key and Stripe-Account headers) without
 * network. Routes live in sibling files (payments-routes.ts, connect-routes.ts) and register here.
 *
 * Like Stripe, a POST repeated with the same Idempotency-Key answers the first response again
 * without running the route twice; every request is recorded for assertions.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

export interface StandInRequest {
  method: string;
  path: string;
  params: FormParams;
  idempotencyKey: string | null;
  /** Stripe-Account header (a call made on behalf of a connected account). */
  stripeAccount: string | null;
}

export interface StandInAnswer {
  status?: number;
  body: unknown;
}

export type StandInRoute = (req: StandInRequest, match: RegExpMatchArray, state: StandInState) => StandInAnswer | Promise<StandInAnswer>;

/** Objects the routes share (customers, intents, accounts ...), by id. */
export class StandInState {
  readonly objects = new Map<string, Record<string, unknown>>();
  private counter = 0;
  /** Test files run in parallel over one database: each stand-in's ids differ from the others' (like Stripe's, unique). */
  private readonly instance = Math.random().toString(36).slice(2, 8);
  newId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_standin${this.instance}${String(this.counter).padStart(6, '0')}`;
  }
  get<T extends Record<string, unknown>>(id: string): T | undefined {
    return this.objects.get(id) as T | undefined;
  }
  put<T extends Record<string, unknown>>(object: T & { id: string }): T {
    this.objects.set(object.id, object);
    return object;
  }
}

/** A Stripe error body, e.g. stripeError(402, 'card_error', 'card_declined', 'Your card was declined.'). */
export function stripeError(status: number, type: string, code: string, message: string, extra: Record<string, unknown> = {}): StandInAnswer {
  return { status, body: { error: { type, code, message, ...extra } } };
}

export const notFound = (id: string): StandInAnswer => stripeError(404, 'invalid_request_error', 'resource_missing', `No such object: '${id}'`);

/** Parses Stripe's form encoding: a[b]=1, a[0]=x, a[]=x, nested to any depth. */
export function parseForm(body: string): FormParams {
  const out: FormParams = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    const [head, ...rest] = rawKey.split('[');
    const keys = [head!, ...rest.map((k) => k.replace(/]$/, ''))];
    let node: Record<string, FormValue> = out;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      if (last) {
        if (key === '' && Array.isArray(node)) (node as FormValue[]).push(value);
        else node[key] = value;
        return;
      }
      const nextIsIndex = keys[i + 1] === '' || /^\d+$/.test(keys[i + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, FormValue>;
    });
  }
  return out;
}

export interface StripeStandIn {
  /** Options for `new Stripe(key, options)` and the value for STRIPE_API_BASE. */
  apiBase: string;
  sdkOptions: { host: string; port: number; protocol: 'http'; maxNetworkRetries: 0; telemetry: false };
  state: StandInState;
  /** Every request received, in order (replays included, flagged). */
  requests: (StandInRequest & { replayed: boolean })[];
  /** Adds routes: 'POST /v1/payment_intents/:id/capture' style patterns (`:name` = one path segment). */
  route(pattern: string, handler: StandInRoute): void;
  /** The next matching request answers this instead of running its route (e.g. a network failure test). */
  failNext(pattern: string, answer: StandInAnswer): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const state = new StandInState();
  const routes: { method: string; regex: RegExp; handler: StandInRoute }[] = [];
  const failures: { method: string; regex: RegExp; answer: StandInAnswer }[] = [];
  const requests: StripeStandIn['requests'] = [];
  const replies = new Map<string, StandInAnswer>();
  const compile = (pattern: string) => {
    const [method, path] = pattern.split(' ') as [string, string];
    return { method, regex: new RegExp(`^${path.replace(/:[a-z_]+/gi, '([^/]+)')}$`) };
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = req.method === 'GET' || req.method === 'DELETE' ? parseForm(url.search.slice(1)) : parseForm(body);
    const request: StandInRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: header(req, 'idempotency-key'),
      stripeAccount: header(req, 'stripe-account'),
    };
    const replayKey = request.idempotencyKey && request.method === 'POST' ? `${request.stripeAccount ?? ''}|${request.idempotencyKey}` : null;
    let answer = replayKey ? replies.get(replayKey) : undefined;
    requests.push({ ...request, replayed: Boolean(answer) });
    if (!answer) {
      const failure = failures.findIndex((f) => f.method === request.method && f.regex.test(request.path));
      if (failure >= 0) {
        answer = failures[failure]!.answer;
        failures.splice(failure, 1);
      } else {
        const route = routes.find((r) => r.method === request.method && r.regex.test(request.path));
        try {
          answer = route ? await route.handler(request, request.path.match(route.regex)!, state) : stripeError(404, 'invalid_request_error', 'url_invalid', `Unrecognized request URL (${request.method}: ${request.path})`);
        } catch (error) {
          answer = stripeError(500, 'api_error', 'stand_in_crash', String(error));
        }
        // Stripe keeps the answer of a key, errors included (except 5xx, which may be retried).
        if (replayKey && (answer.status ?? 200) < 500) replies.set(replayKey, answer);
      }
    }
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    sdkOptions: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, telemetry: false },
    state,
    requests,
    route(pattern, handler) {
      routes.push({ ...compile(pattern), handler });
    },
    failNext(pattern, answer) {
      failures.push({ ...compile(pattern), answer });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
