import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { RealtimeBus, RealtimeEvent } from '../shared/realtime.js';

/** NOTIFY refuses payloads of 8000 bytes or more; larger events travel through platform_realtime_outbox. */
const MAX_NOTIFY_BYTES = 7900;
/** The envelope around the events: instance id, sequence number, brackets. */
const ENVELOPE_BYTES = 80;
const OUTBOX_TTL = "interval '5 minutes'";
/** `heard` gives up after this long (its callers then read what they wanted to trust). */
const BARRIER_TIMEOUT_MS = 1000;

/** One notification: the events of one `publish`, inline or (when too large) in the outbox row `r`. */
type Envelope = { o: string; s: number; e: RealtimeEvent[] } | { o: string; s: number; r: string };

export interface PgRealtimeBusOptions {
  channel?: string;
  /** Reconnect delays after the listening connection is lost: base x 2^attempt, capped. */
  reconnectBaseMs?: number;
  reconnectMaxMs?: number;
}

/**
 * Realtime events across API instances over PostgreSQL LISTEN/NOTIFY: one dedicated listening
 * connection per process, plus a tiny pool to publish. An event published here is delivered to this
 * process's listeners at once (exactly once: our own notifications are skipped when they come back),
 * and to the other instances through NOTIFY. NOTIFY is at-most-once: while the listening connection is
 * down, events from other instances are lost, so `onReconnected` lets the gateway resynchronise its users.
 */
export class PgRealtimeBus implements RealtimeBus {
  readonly instanceId = randomUUID();
  private readonly channel: string;
  private readonly listeners = new Set<(event: RealtimeEvent) => void>();
  private readonly reconnectedListeners = new Set<() => void>();
  /** Other channels heard on the same listening connection (`listen`), with their listeners. */
  private readonly channelListeners = new Map<string, Set<(payload: string) => void>>();
  private readonly pool: pg.Pool;
  private client: pg.Client | null = null;
  private closed = false;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Incoming notifications are handled one after another, so an outbox fetch cannot reorder events. */
  private incoming: Promise<void> = Promise.resolve();
  private published = 0;
  private sequence = 0;
  /** Publications waiting for the next notification statement, and the one being sent. */
  private readonly outgoing: { events: RealtimeEvent[]; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private inFlight: Promise<void> | null = null;
  /** `heard`: the statement on the listening connection, and the callers waiting for the next one. */
  private barrierInFlight: Promise<void> | null = null;
  private barrierNext: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | null = null;
  /** Our own notifications come back to our listening connection: recognised before parsing. */
  private readonly ownPrefix: string;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
    private readonly options: PgRealtimeBusOptions = {},
  ) {
    this.channel = options.channel ?? 'eclat_realtime';
    this.ownPrefix = JSON.stringify({ o: this.instanceId }).slice(0, -1);
    if (!/^[a-z_][a-z0-9_]*$/.test(this.channel)) throw new Error(`invalid realtime channel name ${this.channel}`);
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 3, idleTimeoutMillis: 30_000 });
    this.pool.on('error', (error) => this.log.warn({ err: error }, 'realtime publish connection failed'));
  }

  /** Connects the listening connection; resolves once LISTEN is in place. */
  async start(): Promise<void> {
    await this.connect();
  }

  async publish(...events: RealtimeEvent[]): Promise<void> {
    if (!events.length) return;
    // After close (the instance is stopping): work still finishing in the background (the demo world's
    // portraits) has nobody left to tell here, and its pool is ended; the other instances' caches expire.
    if (this.closed) {
      this.log.debug({ events: events.length }, 'realtime publication after close dropped');
      return;
    }
    this.deliver(events);
    // While a notification is on its way, later publications wait and then share one round trip (at
    // 1 500 messages a second, one statement for many); alone, a publication leaves at the next turn.
    return new Promise<void>((resolve, reject) => {
      this.outgoing.push({ events, resolve, reject });
      if (this.outgoing.length === 1 && !this.inFlight) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    if (this.inFlight) return;
    const batch = this.outgoing.splice(0);
    if (!batch.length) return;
    const sent = this.notify(batch.flatMap((b) => b.events));
    this.inFlight = sent;
    try {
      await sent;
      for (const b of batch) b.resolve();
    } catch (error) {
      for (const b of batch) b.reject(error);
    } finally {
      this.inFlight = null;
    }
    if (this.outgoing.length) void this.flush();
  }

  /**
   * The events, in order, as notifications under NOTIFY's size limit, all sent by one statement; an
   * event too large on its own travels through platform_realtime_outbox. Each payload carries a
   * sequence number: PostgreSQL folds identical payloads of one transaction into one.
   */
  private async notify(events: RealtimeEvent[]): Promise<void> {
    const payloads: string[] = [];
    let current = '';
    let bytes = 0;
    const close = () => {
      if (current) payloads.push(`${current}]}`);
      current = '';
    };
    for (const event of events) {
      const text = JSON.stringify(event);
      const size = Buffer.byteLength(text);
      if (size + ENVELOPE_BYTES > MAX_NOTIFY_BYTES) {
        const id = randomUUID();
        await this.pool.query('insert into platform_realtime_outbox (id, payload) values ($1, $2::jsonb)', [id, `[${text}]`]);
        // Every instance must be able to read a row for a while; sweep old ones now and then.
        if (++this.published % 50 === 1) await this.pool.query(`delete from platform_realtime_outbox where created_at < now() - ${OUTBOX_TTL}`);
        close();
        payloads.push(JSON.stringify({ o: this.instanceId, s: ++this.sequence, r: id } satisfies Envelope));
        continue;
      }
      if (current && bytes + size + 1 > MAX_NOTIFY_BYTES) close();
      if (current) {
        current += `,${text}`;
        bytes += size + 1;
      } else {
        current = `{"o":${JSON.stringify(this.instanceId)},"s":${++this.sequence},"e":[${text}`;
        bytes = Buffer.byteLength(current) + 2;
      }
    }
    close();
    await this.pool.query({ name: 'realtime.notify', text: 'select pg_notify($1, p) from unnest($2::text[]) as p', values: [this.channel, payloads] });
  }

  subscribe(listener: (event: RealtimeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the listening connection is up (its LISTENs in place): while it is down, notifications are missed. */
  listening(): boolean {
    return this.client !== null && !this.closed;
  }

  /** Called after the listening connection came back: events of other instances may have been missed. */
  onReconnected(listener: () => void): () => void {
    this.reconnectedListeners.add(listener);
    return () => this.reconnectedListeners.delete(listener);
  }

  /**
   * Hears another channel's plain notifications (a trigger's `pg_notify`) on the listening connection,
   * again after each reconnect (`onReconnected` then says some may have been lost). Called before
   * `start`, the LISTEN is in place when `start` resolves.
   */
  listen(channel: string, onPayload: (payload: string) => void): () => void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel) || channel === this.channel) throw new Error(`invalid listen channel name ${channel}`);
    const listeners = this.channelListeners.get(channel) ?? new Set<(payload: string) => void>();
    if (!this.channelListeners.has(channel)) {
      this.channelListeners.set(channel, listeners);
      // Not connected yet (or reconnecting): connect() listens to every channel of the map.
      this.client?.query(`listen ${channel}`).catch((error: unknown) => this.log.warn({ err: error, channel }, 'realtime listen failed'));
    }
    listeners.add(onPayload);
    return () => listeners.delete(onPayload);
  }

  /**
   * A channel's notifications as a change feed (e.g. messaging's ConversationChanges): the payloads as
   * heard, the reconnections (some may have been missed) and `heard`. Called before `start`.
   */
  changes(channel: string): { subscribe(onChanged: (payload: string) => void): void; onReset(then: () => void): void; heard(): Promise<void> } {
    const subscribers = new Set<(payload: string) => void>();
    this.listen(channel, (payload) => subscribers.forEach((then) => then(payload)));
    return { subscribe: (then) => void subscribers.add(then), onReset: (then) => void this.onReconnected(then), heard: () => this.heard() };
  }

  /**
   * Resolves once every notification committed before the call was delivered to the listeners: a
   * statement on the listening connection answers only after the notifications already queued for it
   * (PostgreSQL sends them before ReadyForQuery). Callers at once share one statement; rejects while
   * the listening connection is down (the caller then cannot rely on what it heard).
   */
  heard(): Promise<void> {
    if (this.barrierNext) return this.barrierNext.promise;
    let settle!: { resolve: () => void; reject: (error: unknown) => void };
    const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    this.barrierNext = { promise, ...settle };
    if (!this.barrierInFlight) this.runBarrier();
    return promise;
  }

  private runBarrier(): void {
    const next = this.barrierNext;
    if (!next) return;
    this.barrierNext = null;
    const client = this.client;
    if (!client || this.closed) return next.reject(new Error('realtime listening connection down'));
    // A connection that stops answering (no error, no close) must not hold the callers: they fall back.
    const late = setTimeout(() => next.reject(new Error('realtime listening connection not answering')), BARRIER_TIMEOUT_MS);
    this.barrierInFlight = client.query('select 1').then(
      () => next.resolve(),
      (error: unknown) => next.reject(error),
    );
    void this.barrierInFlight.finally(() => {
      clearTimeout(late);
      this.barrierInFlight = null;
      this.runBarrier();
    });
  }

  async close(): Promise<void> {
    while (this.inFlight || this.outgoing.length) await (this.inFlight ?? this.flush()).catch(() => undefined);
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.incoming;
    await this.pool.end();
  }

  private deliver(events: RealtimeEvent[]): void {
    for (const event of events) {
      for (const listener of this.listeners) {
        try {
          listener(event);
        } catch (error) {
          this.log.error({ err: error }, 'realtime listener failed');
        }
      }
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true, application_name: `eclat-realtime-${this.instanceId.slice(0, 8)}` });
    let ready = false;
    let lost = false;
    const onLost = (error?: Error) => {
      // Failures while connecting are the caller's (start, or the reconnect loop).
      if (!ready || lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      if (this.closed) return;
      // 57P01: the server is shutting down (a restart, a failover, Ctrl-C in a terminal): no stack trace for that.
      if ((error as { code?: string } | undefined)?.code === '57P01') this.log.info('realtime listening connection closed by the database shutting down; reconnecting');
      else this.log.warn({ err: error }, 'realtime listening connection lost; reconnecting');
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      const heard = this.channelListeners.get(message.channel);
      for (const listener of heard ?? []) {
        try {
          listener(message.payload ?? '');
        } catch (error) {
          this.log.error({ err: error, channel: message.channel }, 'realtime listener failed');
        }
      }
      if (message.channel !== this.channel || !message.payload) return;
      const payload = message.payload;
      this.incoming = this.incoming.then(() => this.receive(payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      for (const channel of this.channelListeners.keys()) await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    ready = true;
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private scheduleReconnect(): void {
    const base = this.options.reconnectBaseMs ?? 500;
    const delay = Math.min(this.options.reconnectMaxMs ?? 30_000, base * 2 ** this.attempt++);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.attempt = 0;
          this.log.info('realtime listening connection restored');
          for (const listener of this.reconnectedListeners) listener();
        },
        (error: unknown) => {
          if (this.closed) return;
          this.log.warn({ err: error }, 'realtime reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, delay);
  }

  private async receive(payload: string): Promise<void> {
    if (payload.startsWith(this.ownPrefix)) return; // delivered locally when published
    try {
      const envelope = JSON.parse(payload) as Envelope;
      if ('e' in envelope) return this.deliver(envelope.e);
      const { rows } = await this.pool.query<{ payload: RealtimeEvent[] }>('select payload from platform_realtime_outbox where id = $1', [envelope.r]);
      if (rows[0]) this.deliver(rows[0].payload);
      else this.log.warn({ id: envelope.r }, 'realtime outbox event missing');
    } catch (error) {
      this.log.error({ err: error }, 'realtime notification dropped');
    }
  }
}
