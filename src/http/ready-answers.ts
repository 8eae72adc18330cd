import { createHash } from 'node:crypto';
import type { ParsedUrlQuery } from 'node:querystring';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { Next } from 'koa';
import { SESSION_COOKIE, type AppContext } from '../shared/http-kit.js';
import { findOperation, type CompiledOperation } from './openapi.js';
import { queryIssues } from './input-guard.js';

/** What a public JSON read hands the edge: its answer's JSON, computed once and served as bytes many times. */
export interface ReadyJson {
  json: string;
  /** False once the answer may no longer be served, whatever its age (public search's 3-day filter: the minute it was asked in). */
  stillValid?: () => boolean;
  /**
   * An answer that stops holding at a known moment (the 3-day filter's next minute): once `due` (shortly
   * before it), the answer for after it is read in the background and kept aside, to be served from that
   * moment on (its own `stillValid` says when), so no caller waits for a read at the turn of the minute.
   */
  ahead?: { due: () => boolean; answer: () => Promise<ReadyJson | null> };
}

/** A public GET the edge answers before the rest of the stack (issue #39): public search. */
export interface ReadySource<Q> {
  /** The exact path answered (the contract's template, as metrics label it). */
  path: string;
  /** The route's input from a query the contract accepted. */
  input(query: ParsedUrlQuery): Q;
  /** The answer, or null when the route must answer (a refusal, in the caller's language). Throws as the route would. */
  answer(input: Q): Promise<ReadyJson | null>;
  /** Told of every answer served from here (public search counts first pages for the console's funnel). */
  served?(input: Q): void;
  /** Moves at every change of what answers are read from; an answer read before a move is never served after it. */
  generation(): number;
}

export interface ReadyAnswersOptions {
  /** Seconds an answer is served as is (75-100 % of it, spread), then for as long again while it is recomputed; 0 = off. */
  ttlSeconds: number;
  /**
   * The TTL while `listening` says every change is being heard (the realtime bus's connection is up; it
   * forgets every answer when it comes back): it then bounds only a change nobody announced.
   */
  heardTtlSeconds?: number;
  listening?: () => boolean;
  /** Distinct query strings remembered (their check and their answer), oldest dropped first. */
  maxEntries: number;
  /** Bytes of answers kept at most (oldest dropped first). */
  maxBytes: number;
  brotliQuality: number;
  /** The per-address budget of public reads (src/http/admission/public-read-limit.ts), spent here: false sends the request on to be refused. */
  admits?: (ctx: AppContext) => boolean;
  /** Runs work (a read, a refresh, the rest of the stack) in an ORM request context of its own. */
  inContext: <T>(work: () => Promise<T>) => Promise<T>;
  now?: () => number;
  random?: () => number;
}

export interface ReadyAnswers {
  /** Whether the middleware takes this request (it then opens the ORM context itself, when it reads or hands on). */
  claims(ctx: AppContext): boolean;
  middleware(ctx: AppContext, next: Next): Promise<void>;
}

/** Refreshes of aged answers at once (the ORM's pool has 10 connections; the questions nobody has an answer to come first). */
const MAX_BACKGROUND_REFRESHES = 3;
/** Answers read ahead of the moment they begin to hold, at once (beside the refreshes). */
const MAX_AHEAD_READS = 6;

type Encoding = 'br' | 'gzip' | 'identity';

interface Answer {
  generation: number;
  /** When it was read, and the share of the TTL it is served as is (75-100 %, spread). */
  readAt: number;
  spread: number;
  stillValid: (() => boolean) | undefined;
  ahead: ReadyJson['ahead'];
  /** The next answer is being read, or was (once per answer, again only after a failure). */
  aheadAsked: boolean;
  etag: string;
  br: Buffer;
  gzip: Buffer | null;
  bytes: number;
  refreshing: boolean;
}

interface Slot<Q> {
  /** The route's input, or null when the contract refuses the query (the full stack answers its 400). */
  input: Q | null;
  answer: Answer | null;
  /** The answer read ahead (`ReadyJson.ahead`): served once `answer` no longer holds and it does. */
  next: Answer | null;
  loading: Promise<Answer | null> | null;
}

/** zlib hands small results back as views of a 16 kB chunk: kept answers are copied to their size. */
function exactCopy(view: Buffer): Buffer {
  if (view.buffer.byteLength === view.length) return view;
  const copy = Buffer.allocUnsafeSlow(view.length);
  view.copy(copy);
  return copy;
}

/**
 * Public search's answers served as ready bytes (issue #39): an anonymous `GET /api/cleaners` whose
 * query the contract and the values guard accept (checked once per distinct query string) is answered
 * here, after the request id, security headers and metrics, within the per-address budget (`admits`),
 * and before compression, the guards, body parser, session lookup, contract and routers it does not
 * need (what it hands on goes through all of them). Each answer is serialized and brotli-compressed
 * once (gzip made from it when first asked), with a weak ETag (`If-None-Match` gets a 304). Reused for
 * the TTL, then served while one refresh runs in the background (at most three at once), never past a
 * change of the read model (`generation`) nor past `stillValid`. Signed-in callers (session cookie,
 * Authorization), refusals and failures take the full stack, so their answers are exactly the route's.
 */
export function readyAnswers<Q>(source: ReadySource<Q>, contract: CompiledOperation[], options: ReadyAnswersOptions): ReadyAnswers {
  if (options.ttlSeconds <= 0) return { claims: () => false, middleware: (_ctx, next) => next() };
  const ttlMs = options.ttlSeconds * 1000;
  const heardTtlMs = Math.max(ttlMs, (options.heardTtlSeconds ?? 0) * 1000);
  // Deaf (the bus's connection down): a change elsewhere would go unheard, so the short TTL bounds it.
  const ttlNow = () => (options.listening?.() ? heardTtlMs : ttlMs);
  const now = options.now ?? (() => performance.now());
  const random = options.random ?? Math.random;
  const operation = findOperation(contract, 'GET', source.path)?.op;
  if (!operation) throw new Error(`${source.path} is not in the contract`);
  const slots = new Map<string, Slot<Q>>();
  const encodings = new Map<string, Encoding>();
  let bytes = 0;
  let refreshes = 0;
  let aheads = 0;

  const slotOf = (querystring: string, ctx: AppContext): Slot<Q> => {
    let slot = slots.get(querystring);
    if (slot) return slot;
    // Parsed by Koa, as the route reads it.
    const query = ctx.query;
    // The contract coerces a copy (the route reads the strings); ill-formed input goes to the guards' 400.
    const accepted = !queryIssues(query).length && (!operation.query || operation.query({ ...query }));
    slot = { input: accepted ? source.input(query) : null, answer: null, next: null, loading: null };
    slots.set(querystring, slot);
    if (slots.size > options.maxEntries) drop(slots.keys().next().value!);
    return slot;
  };

  function drop(key: string): void {
    const slot = slots.get(key);
    if (slot?.answer) bytes -= slot.answer.bytes;
    if (slot?.next) bytes -= slot.next.bytes;
    slots.delete(key);
  }

  const encodingOf = (ctx: AppContext): Encoding => {
    const header = ctx.get('accept-encoding');
    let encoding = encodings.get(header);
    if (!encoding) {
      // Brotli whenever accepted (browsers list it after gzip without weights), as koa-compress prefers it.
      encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
      if (encodings.size > 200) encodings.clear();
      encodings.set(header, encoding);
    }
    return encoding;
  };

  const build = (ready: ReadyJson, generation: number, previous: Answer | null): Answer => {
    const etag = `W/"${createHash('sha1').update(ready.json).digest('base64url')}"`;
    // Most refreshes find the same answer: its compressed bytes are kept rather than made again.
    const same = previous?.etag === etag ? previous : null;
    const br = same?.br ?? exactCopy(brotliCompressSync(ready.json, { params: { [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality } }));
    const gzip = same?.gzip ?? null;
    return { generation, readAt: now(), spread: 0.75 + 0.25 * random(), stillValid: ready.stillValid, ahead: ready.ahead, aheadAsked: false, etag, br, gzip, bytes: br.length + (gzip?.length ?? 0), refreshing: false };
  };

  const keep = (key: string, slot: Slot<Q>, answer: Answer): void => {
    // A change of the read model meanwhile: this answer may be older than it (served to its caller only).
    if (answer.generation !== source.generation()) return;
    if (slot.answer) bytes -= slot.answer.bytes;
    slot.answer = answer;
    bytes += answer.bytes;
    // An answer read ahead under an older read model will never be served.
    if (slot.next && slot.next.generation !== answer.generation) {
      bytes -= slot.next.bytes;
      slot.next = null;
    }
    // Most recently computed last: the map's first entries are the ones dropped.
    slots.delete(key);
    slots.set(key, slot);
    for (const oldest of slots.keys()) {
      if (bytes <= options.maxBytes || oldest === key) break;
      drop(oldest);
    }
  };

  /** One computation per query string at a time (concurrent callers share it). */
  const load = (key: string, slot: Slot<Q>, input: Q): Promise<Answer | null> => {
    if (slot.loading) return slot.loading;
    const generation = source.generation();
    const loading = source.answer(input).then((ready) => {
      const answer = ready ? build(ready, generation, slot.answer) : null;
      if (answer) keep(key, slot, answer);
      return answer;
    });
    slot.loading = loading;
    const clear = () => void (slot.loading === loading && (slot.loading = null));
    loading.then(clear, clear);
    return loading;
  };

  const refresh = (key: string, slot: Slot<Q>, input: Q, aged: Answer): void => {
    if (aged.refreshing || slot.loading || refreshes >= MAX_BACKGROUND_REFRESHES) return;
    aged.refreshing = true;
    refreshes += 1;
    options
      .inContext(() => load(key, slot, input))
      // Refused or failed: the aged answer stays until too old; the next caller tries again.
      .then((fresh) => void (fresh || (aged.refreshing = false)), () => void (aged.refreshing = false))
      .finally(() => (refreshes -= 1));
  };

  /** Reads the answer that holds after this one, once it says so, and keeps it aside in the slot. */
  const readAhead = (key: string, slot: Slot<Q>, current: Answer): void => {
    const ahead = current.ahead;
    if (!ahead || current.aheadAsked || aheads >= MAX_AHEAD_READS || !ahead.due()) return;
    current.aheadAsked = true;
    aheads += 1;
    const generation = source.generation();
    options
      .inContext(() => ahead.answer())
      .then((ready) => {
        // A refusal: asked again by a later caller. Kept only for the same read model, while the slot is still remembered.
        if (!ready) return void (current.aheadAsked = false);
        if (generation !== source.generation() || slots.get(key) !== slot) return;
        const next = build(ready, generation, current);
        if (slot.next) bytes -= slot.next.bytes;
        slot.next = next;
        bytes += next.bytes;
      })
      .catch(() => void (current.aheadAsked = false))
      .finally(() => (aheads -= 1));
  };

  const holds = (answer: Answer, at: number, ttl: number): boolean =>
    answer.generation === source.generation() && at < answer.readAt + (answer.spread + 1) * ttl && (!answer.stillValid || answer.stillValid());

  /** The slot's answer if it may be served now; else the one read ahead, once it holds (it then takes its place). */
  const servable = (slot: Slot<Q>, at: number, ttl: number): Answer | null => {
    if (slot.answer && holds(slot.answer, at, ttl)) return slot.answer;
    const next = slot.next;
    if (!next || !holds(next, at, ttl)) return null;
    if (slot.answer) bytes -= slot.answer.bytes;
    slot.answer = next;
    slot.next = null;
    return next;
  };

  const bytesFor = (slot: Slot<Q>, answer: Answer, encoding: Encoding): Buffer => {
    if (encoding === 'br') return answer.br;
    // Rare (clients without brotli): made from the brotli bytes; gzip is then kept with them.
    if (encoding === 'identity') return brotliDecompressSync(answer.br);
    if (!answer.gzip) {
      answer.gzip = exactCopy(gzipSync(brotliDecompressSync(answer.br)));
      if (slot.answer === answer) {
        answer.bytes += answer.gzip.length;
        bytes += answer.gzip.length;
      }
    }
    return answer.gzip;
  };

  const claims = (ctx: AppContext): boolean =>
    ctx.method === 'GET' && ctx.path === source.path && !ctx.get('authorization') && !ctx.get('cookie').includes(`${SESSION_COOKIE}=`);

  const middleware = async (ctx: AppContext, next: Next): Promise<void> => {
    if (!claims(ctx)) return next();
    // Claimed requests have no ORM context yet (request-context.ts): the route gets one as usual.
    const route = () => options.inContext(next);
    if (options.admits && !options.admits(ctx)) return route();
    const key = ctx.querystring;
    const slot = slotOf(key, ctx);
    const input = slot.input;
    if (input === null) return route();
    const at = now();
    const ttl = ttlNow();
    let answer = servable(slot, at, ttl);
    if (answer) {
      if (at >= answer.readAt + answer.spread * ttl) refresh(key, slot, input, answer);
      readAhead(key, slot, answer);
    } else {
      try {
        answer = await options.inContext(() => load(key, slot, input));
      } catch {
        answer = null;
      }
      // A refusal (unknown city) or a failure: the route answers it, with its status and message.
      if (!answer) return route();
    }
    source.served?.(input);
    ctx.state.operationTemplate = operation.template;
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', answer!.etag);
    ctx.vary('Accept-Encoding');
    const asked = ctx.get('if-none-match');
    if (asked && asked.split(',').some((tag) => tag.trim() === answer!.etag)) {
      ctx.status = 304;
      return;
    }
    const encoding = encodingOf(ctx);
    ctx.set('Content-Type', 'application/json; charset=utf-8');
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = bytesFor(slot, answer!, encoding);
  };
  return { claims, middleware };
}
