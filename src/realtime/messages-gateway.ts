import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { SESSION_COOKIE } from '../shared/http-kit.js';
import type { Locale } from '../shared/locale.js';
import type { RealtimeBus, RealtimeEvent, ServerFrame } from '../shared/realtime.js';
import type { Authenticator } from '../http/auth.js';
import { translate } from '../http/messages.js';
import { compileFrameSchemas, readClientFrame, type ClientFrame } from './frames.js';

/** What the gateway needs from the messaging module (its `api`). */
export interface RealtimeMessaging {
  unreadCount(userId: string): Promise<number>;
  /** Several users' counts in one query (users with none are missing or 0). */
  unreadCounts(userIds: string[]): Promise<Map<string, number>>;
  conversations(userId: string): Promise<unknown[]>;
  markRead(userId: string, messageId: string): Promise<void>;
  mayTalkTo(userId: string, recipientId: string): Promise<boolean>;
  presence: {
    connected(connection: { id: string; userId: string; instanceId: string }): Promise<void>;
    disconnected(connectionId: string): Promise<void>;
    heartbeat(connectionIds: string[], activeUserIds: string[]): Promise<void>;
  };
}

export interface GatewaySettings {
  path: string;
  /** Larger frames close the socket with 1009. */
  maxPayloadBytes: number;
  /** Server ping period; a socket that missed one pong is dropped at the next beat. */
  heartbeatMs: number;
  /** Token bucket per connection: `burst` frames at once, refilled at `refillPerSecond`. */
  burst: number;
  refillPerSecond: number;
  /**
   * A socket that stops reading and lets this much pile up is closed with 1013 ("try again later", so the
   * client reconnects with its backoff) rather than grow the heap; cut if it does not close within a second.
   */
  maxBufferedBytes: number;
  /** Conversation lists recomputed at once at most (the ORM pool has 10 connections). */
  refreshConcurrency: number;
  /** Unread counts are recomputed in batches of at most this many users (one query each). */
  unreadBatch: number;
  /**
   * A user's conversation list is recomputed at most once per this many ms (trailing): a burst of
   * messages costs one list, while the unread count is sent at once.
   */
  conversationsDebounceMs: number;
}

export const GATEWAY_DEFAULTS: GatewaySettings = {
  path: '/ws/messages',
  maxPayloadBytes: 16 * 1024,
  heartbeatMs: 30_000,
  burst: 20,
  refillPerSecond: 10,
  maxBufferedBytes: 1024 * 1024,
  refreshConcurrency: 4,
  unreadBatch: 500,
  conversationsDebounceMs: 1000,
};

export interface GatewayDeps {
  authenticate: Authenticator;
  /** Of these sessions, those still valid: the others' sockets are closed at the next heartbeat (sign-out, suspension). */
  validSessions(sessionIds: string[]): Promise<string[]>;
  messaging: RealtimeMessaging;
  bus: RealtimeBus;
  /** Browser origins allowed to open a socket (PUBLIC_URL's origin and ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** This process, as presence records it. */
  instanceId: string;
  log: Logger;
  /** Runs work in a request-scoped ORM context, as a route would. */
  inContext<T>(work: () => Promise<T>): Promise<T>;
  settings?: Partial<GatewaySettings>;
  /** Frames written to sockets, by type (NEW_MESSAGE: messages delivered), for /metrics. */
  onDelivered?: (type: ServerFrame['type'], sockets: number) => void;
  /** Admission control (issue #37): false refuses an upgrade with 503 and Retry-After before it is authenticated. */
  admitUpgrade?: () => boolean;
  /** Seconds a refused upgrade is asked to wait (default 2). */
  retryAfterSeconds?: number;
}

interface Connection {
  id: string;
  userId: string;
  sessionId: string;
  locale: Locale;
  ws: WebSocket;
  /** The socket under `ws`: corked around the frames written together (one write for several frames). */
  socket: Duplex;
  alive: boolean;
  tokens: number;
  refilledAt: number;
  /** Settles once presence recorded the connection, so that its removal never runs first. */
  registered: Promise<void>;
  /** Recipients this connection may send typing to, with when that was checked (made at the first typing frame). */
  talkTo: Map<string, number> | null;
  /** Sent REQUEST_CONVERSATIONS: from then on it gets CONVERSATIONS_UPDATE whenever the list changes. */
  conversations: boolean;
}

export interface MessagesGateway {
  /** Sockets open on this instance. */
  connectionCount(): number;
  /** Recomputes unread counts and conversations for every connected user (after missed bus events). */
  refreshAll(): void;
  /** Closes the sockets whose session ended (the heartbeat runs it every beat). */
  closeEndedSessions(): Promise<void>;
  /** Closes every socket (1012, "service restart": clients reconnect, to another instance) and records the disconnections. */
  close(): Promise<void>;
}

const TALK_CACHE_MS = 30_000;
const PING_SLICE_MS = 100;
/** Above this many sockets at shutdown, their presence rows simply expire (messaging's CONNECTION_TTL_MS) to keep shutdown under 5 s. */
const SHUTDOWN_REMOVALS = 200;
/** Close codes (RFC 6455 and IANA's registry): the server restarts; the server is overloaded for now. Both ask clients to come back. */
const SERVICE_RESTART = 1012;
const TRY_AGAIN_LATER = 1013;
/** A socket asked to close that does not answer within this long is cut. */
const CLOSE_GRACE_MS = 1000;

/**
 * The spec's realtime socket (section 7) on the API's own HTTP server, documented in asyncapi.yaml.
 * Authenticates at the upgrade (session cookie, bearer header or ?token=), checks the Origin, validates
 * every frame and answers the bad ones with an ERROR frame; delivers bus events to local sockets.
 */
export function attachMessagesGateway(server: http.Server, deps: GatewayDeps): MessagesGateway {
  const settings = { ...GATEWAY_DEFAULTS, ...deps.settings };
  const { log, messaging, bus } = deps;
  compileFrameSchemas();
  const allowedOrigins = new Set(deps.allowedOrigins.map((o) => o.toLowerCase()));
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxPayloadBytes, perMessageDeflate: false, clientTracking: false });
  const byUser = new Map<string, Set<Connection>>();
  const activeUsers = new Set<string>();
  const removals = new Set<Promise<void>>();
  let closing = false;
  /** At shutdown, many disconnections are left to presence's expiry rather than written one by one. */
  let recordRemovals = true;
  // Pings are spread over the period (one slice every PING_SLICE_MS), not sent to every socket at once:
  // thousands of socket writes in one go would stall the event loop, and every message waiting behind it.
  const slices = Math.max(1, Math.round(settings.heartbeatMs / PING_SLICE_MS));
  const slots = Array.from({ length: slices }, () => new Set<Connection>());
  let nextSlot = 0;

  const delivered = deps.onDelivered ?? (() => {});
  /** Writes the frame unless the socket is closed or not reading; true when written. */
  const send = (conn: Connection, text: string): boolean => {
    if (conn.ws.readyState !== WebSocket.OPEN) return false;
    if (conn.ws.bufferedAmount > settings.maxBufferedBytes) {
      // Closed, not cut: the client reconnects with its backoff and asks for its counts again (issue #37).
      log.warn({ userId: conn.userId, buffered: conn.ws.bufferedAmount }, 'realtime socket not reading; closed (try again later)');
      conn.ws.close(TRY_AGAIN_LATER, 'try again later');
      setTimeout(() => conn.ws.terminate(), CLOSE_GRACE_MS).unref();
      return false;
    }
    conn.ws.send(text);
    return true;
  };
  const sendFrame = (conn: Connection, frame: ServerFrame) => {
    if (send(conn, JSON.stringify(frame))) delivered(frame.type, 1);
  };
  const sendError = (conn: Connection, code: string) => sendFrame(conn, { type: 'ERROR', code, message: translate(code, conn.locale) });
  /** `serialized` carries the frame's text across the recipients of one event: serialized once, and only if someone is here. */
  const toUser = (userId: string, frame: ServerFrame, only?: (conn: Connection) => boolean, serialized: { text?: string } = {}) => {
    const conns = byUser.get(userId);
    if (!conns) return;
    let sent = 0;
    for (const conn of conns) if ((!only || only(conn)) && send(conn, (serialized.text ??= JSON.stringify(frame)))) sent++;
    if (sent) delivered(frame.type, sent);
  };
  /**
   * NEW_MESSAGE frames wait for their recipient's next unread count and leave with it, corked: one socket
   * write for both frames instead of two (on these machines a loopback write is most of a frame's cost;
   * issue #39), in the same order as before (the message, then the count).
   */
  const held = new Map<string, { frames: { type: ServerFrame['type']; text: string }[] }>();
  const hold = (userId: string, frame: ServerFrame, serialized: { text?: string }) => {
    if (!byUser.has(userId)) return;
    const text = (serialized.text ??= JSON.stringify(frame));
    const waiting = held.get(userId);
    if (waiting) waiting.frames.push({ type: frame.type, text });
    else held.set(userId, { frames: [{ type: frame.type, text }] });
    // A new message changes the count: one is due. Asked after this turn, so that the send's own refresh (the
    // next event of its publication) joins the same batch instead of asking for a second count.
    unreadDue.add(userId);
    queueMicrotask(() => void drainUnread());
  };
  /** The user's held frames, then `last` if any, each socket corked around them. */
  const release = (userId: string, last?: ServerFrame) => {
    const waiting = held.get(userId);
    held.delete(userId);
    const conns = byUser.get(userId);
    if (!conns) return;
    const lastText = last && JSON.stringify(last);
    for (const conn of conns) {
      conn.socket.cork();
      try {
        for (const f of waiting?.frames ?? []) if (send(conn, f.text)) delivered(f.type, 1);
        if (last && lastText && send(conn, lastText)) delivered(last.type, 1);
      } finally {
        conn.socket.uncork();
      }
    }
  };
  const subscribed = (conn: Connection) => conn.conversations;
  const wantsConversations = (userId: string) => {
    for (const conn of byUser.get(userId) ?? []) if (conn.conversations) return true;
    return false;
  };

  // Recomputations run in the background, so that a burst of messages cannot take every database
  // connection from the requests that send them.
  // Unread counts: every user whose count may have changed waits in `unreadDue`; one batch query at a
  // time answers all of them (a change during a batch is answered by the next one, never out of order).
  const unreadDue = new Set<string>();
  let unreadRunning = false;
  const drainUnread = async () => {
    if (unreadRunning) return;
    unreadRunning = true;
    while (unreadDue.size && !closing) {
      const batch: string[] = [];
      for (const userId of unreadDue) {
        unreadDue.delete(userId);
        if (byUser.has(userId)) batch.push(userId);
        else held.delete(userId);
        if (batch.length >= settings.unreadBatch) break;
      }
      if (!batch.length) continue;
      try {
        const counts = await deps.inContext(() => messaging.unreadCounts(batch));
        for (const userId of batch) release(userId, { type: 'UNREAD_COUNT_UPDATE', count: counts.get(userId) ?? 0 });
      } catch (error) {
        log.error({ err: error, users: batch.length }, 'realtime unread counts failed');
        // The messages still go (without their count).
        for (const userId of batch) release(userId);
      }
    }
    unreadRunning = false;
  };
  // Conversation lists (several queries each) only for users with a socket that asked for them, at
  // most once per debounce period per user, with bounded concurrency; a user queued twice is computed once.
  const conversationsQueue = new Set<string>();
  const conversationsRunning = new Set<string>();
  const conversationTimers = new Map<string, NodeJS.Timeout>();
  let conversationWorkers = 0;
  const drainConversations = async () => {
    conversationWorkers++;
    for (;;) {
      // The first queued user not being computed already (a change during its computation waits for the next round).
      let next: string | undefined;
      for (const userId of conversationsQueue) if (!conversationsRunning.has(userId)) (next ??= userId);
      if (next === undefined || closing) break;
      conversationsQueue.delete(next);
      if (!wantsConversations(next)) continue;
      conversationsRunning.add(next);
      try {
        const conversations = await deps.inContext(() => messaging.conversations(next));
        toUser(next, { type: 'CONVERSATIONS_UPDATE', conversations }, subscribed);
      } catch (error) {
        log.error({ err: error, userId: next }, 'realtime conversations refresh failed');
      }
      conversationsRunning.delete(next);
    }
    conversationWorkers--;
  };
  /** The count now; the conversation list (to the sockets that asked for it) once the burst is over. */
  const refresh = (userId: string, unread: boolean) => {
    if (closing || !byUser.has(userId)) return;
    if (unread) {
      unreadDue.add(userId);
      void drainUnread();
    }
    if (conversationTimers.has(userId) || !wantsConversations(userId)) return;
    conversationTimers.set(
      userId,
      setTimeout(() => {
        conversationTimers.delete(userId);
        conversationsQueue.add(userId);
        if (conversationWorkers < settings.refreshConcurrency) void drainConversations();
      }, settings.conversationsDebounceMs),
    );
  };

  const unsubscribe = bus.subscribe((event: RealtimeEvent) => {
    if (event.kind !== 'frame' && event.kind !== 'refresh') return;
    // One recipient is the common case (a message, a count): no set to build then.
    const to = event.to.length === 1 ? event.to : new Set(event.to);
    if (event.kind === 'frame') {
      const serialized = {};
      if (event.frame.type === 'NEW_MESSAGE' && !closing) for (const userId of to) hold(userId, event.frame, serialized);
      else for (const userId of to) toUser(userId, event.frame, undefined, serialized);
    } else for (const userId of to) refresh(userId, event.unread);
  });

  const takeToken = (conn: Connection): boolean => {
    const now = performance.now();
    conn.tokens = Math.min(settings.burst, conn.tokens + ((now - conn.refilledAt) / 1000) * settings.refillPerSecond);
    conn.refilledAt = now;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  };

  const handle = async (conn: Connection, frame: ClientFrame): Promise<void> => {
    switch (frame.type) {
      case 'PING':
        return sendFrame(conn, { type: 'PONG', timestamp: Date.now() });
      case 'USER_TYPING': {
        const checkedAt = conn.talkTo?.get(frame.recipientId);
        if (checkedAt === undefined || Date.now() - checkedAt > TALK_CACHE_MS) {
          const allowed = frame.recipientId !== conn.userId && (await deps.inContext(() => messaging.mayTalkTo(conn.userId, frame.recipientId)));
          if (!allowed) return sendError(conn, 'realtime.forbidden');
          (conn.talkTo ??= new Map()).set(frame.recipientId, Date.now());
        }
        return bus.publish({ kind: 'frame', to: [frame.recipientId], frame: { type: 'USER_TYPING', senderId: conn.userId, isTyping: frame.isTyping, timestamp: frame.timestamp } });
      }
      case 'READ_RECEIPT':
        return deps.inContext(() => messaging.markRead(conn.userId, frame.messageId));
      case 'REQUEST_UNREAD_COUNT': {
        const count = await deps.inContext(() => messaging.unreadCount(conn.userId));
        return sendFrame(conn, { type: 'UNREAD_COUNT_UPDATE', count });
      }
      case 'REQUEST_CONVERSATIONS': {
        conn.conversations = true;
        const conversations = await deps.inContext(() => messaging.conversations(conn.userId));
        return sendFrame(conn, { type: 'CONVERSATIONS_UPDATE', conversations });
      }
    }
  };

  const onMessage = (conn: Connection, data: RawData, isBinary: boolean) => {
    if (!takeToken(conn)) {
      sendError(conn, 'realtime.rate_limited');
      conn.ws.close(1008, 'rate limited');
      return;
    }
    activeUsers.add(conn.userId);
    if (isBinary) return sendError(conn, 'realtime.invalid_frame');
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
    const check = readClientFrame(text);
    if (!check.ok) return sendError(conn, check.code);
    handle(conn, check.frame).catch((error: unknown) => {
      log.error({ err: error, userId: conn.userId, frame: check.frame.type }, 'realtime frame failed');
      sendError(conn, 'internal');
    });
  };

  const onConnection = (ws: WebSocket, socket: Duplex, user: { userId: string; locale: Locale; sessionId: string }) => {
    const id = randomUUID();
    const registered = deps.inContext(() => messaging.presence.connected({ id, userId: user.userId, instanceId: deps.instanceId })).catch((error: unknown) => log.error({ err: error }, 'presence connect failed'));
    const conn: Connection = { id, userId: user.userId, sessionId: user.sessionId, locale: user.locale, ws, socket, alive: true, tokens: settings.burst, refilledAt: performance.now(), registered, talkTo: null, conversations: false };
    let conns = byUser.get(user.userId);
    if (!conns) byUser.set(user.userId, (conns = new Set()));
    conns.add(conn);
    const slot = slots[nextSlot++ % slices]!;
    slot.add(conn);
    ws.on('pong', () => (conn.alive = true));
    ws.on('message', (data, isBinary) => onMessage(conn, data, isBinary));
    // ws closes the socket itself on protocol errors (1002) and oversize frames (1009).
    ws.on('error', (error) => log.debug({ err: error, userId: conn.userId }, 'realtime socket error'));
    ws.once('close', () => {
      const set = byUser.get(conn.userId);
      set?.delete(conn);
      if (set?.size === 0) byUser.delete(conn.userId);
      slot.delete(conn);
      if (!recordRemovals) return;
      const removal = registered
        .then(() => deps.inContext(() => messaging.presence.disconnected(conn.id)))
        .catch((error: unknown) => log.error({ err: error }, 'presence disconnect failed'))
        .finally(() => removals.delete(removal));
      removals.add(removal);
    });
  };

  const retryAfter = deps.retryAfterSeconds ?? 2;
  const reject = (socket: Duplex, status: number) => {
    const reason = http.STATUS_CODES[status] ?? 'Error';
    socket.once('finish', () => socket.destroy());
    const wait = status === 503 ? `Retry-After: ${retryAfter}\r\n` : '';
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${wait}Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
  };

  const tokenOf = (req: http.IncomingMessage, url: URL): string | undefined => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (bearer) return bearer;
    const query = url.searchParams.get('token');
    if (query) return query;
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
    }
    return undefined;
  };

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== settings.path) {
      // Another upgrade handler (e.g. a development proxy) may own that path.
      if (server.listenerCount('upgrade') === 1) reject(socket, 404);
      return;
    }
    const onEarlyError = () => socket.destroy();
    socket.on('error', onEarlyError);
    if (closing) return reject(socket, 503);
    if (deps.admitUpgrade && !deps.admitUpgrade()) return reject(socket, 503);
    const origin = req.headers.origin;
    if (origin && !allowedOrigins.has(origin.toLowerCase())) return reject(socket, 403);
    const token = tokenOf(req, url);
    if (!token) return reject(socket, 401);
    deps
      .inContext(() => deps.authenticate(token))
      .then(
        (found) => {
          if (!found) return reject(socket, 401);
          if (closing || socket.destroyed) return reject(socket, 503);
          socket.off('error', onEarlyError);
          wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, socket, { userId: found.userId, locale: found.locale, sessionId: found.sessionId }));
        },
        (error: unknown) => {
          log.error({ err: error }, 'realtime authentication failed');
          reject(socket, 500);
        },
      );
  };
  server.on('upgrade', onUpgrade);

  /**
   * A socket outlives the check at its upgrade: once its session is signed out, revoked or its account
   * suspended, it is closed normally (1000, so the client does not retry; its next REST call gets 401).
   */
  const closeEndedSessions = async () => {
    const bySession = new Map<string, Connection[]>();
    for (const conns of byUser.values()) for (const conn of conns) bySession.set(conn.sessionId, [...(bySession.get(conn.sessionId) ?? []), conn]);
    if (!bySession.size) return;
    try {
      const valid = new Set(await deps.inContext(() => deps.validSessions([...bySession.keys()])));
      for (const [sessionId, conns] of bySession) if (!valid.has(sessionId)) for (const conn of conns) conn.ws.close(1000, 'session ended');
    } catch (error) {
      log.error({ err: error }, 'realtime session check failed');
    }
  };

  let tick = 0;
  const beat = setInterval(() => {
    for (const conn of slots[tick % slices]!) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
    if (++tick % slices !== 0) return;
    // Once per period: presence of every live socket, and the sessions that ended.
    const ids: string[] = [];
    for (const conns of byUser.values()) for (const conn of conns) ids.push(conn.id);
    const active = [...activeUsers];
    activeUsers.clear();
    deps.inContext(() => messaging.presence.heartbeat(ids, active)).catch((error: unknown) => log.error({ err: error }, 'presence heartbeat failed'));
    void closeEndedSessions();
  }, settings.heartbeatMs / slices);
  beat.unref();

  return {
    connectionCount: () => {
      let n = 0;
      for (const conns of byUser.values()) n += conns.size;
      return n;
    },
    closeEndedSessions,
    refreshAll: () => {
      for (const userId of byUser.keys()) refresh(userId, true);
    },
    close: async () => {
      if (closing) return;
      closing = true;
      // Messages still waiting for their count leave now, before the sockets close.
      for (const userId of [...held.keys()]) release(userId);
      clearInterval(beat);
      for (const timer of conversationTimers.values()) clearTimeout(timer);
      conversationTimers.clear();
      server.off('upgrade', onUpgrade);
      unsubscribe();
      const all = [...byUser.values()].flatMap((conns) => [...conns]);
      recordRemovals = all.length <= SHUTDOWN_REMOVALS;
      const closed = all.map((conn) => new Promise<void>((resolve) => (conn.ws.readyState === WebSocket.CLOSED ? resolve() : conn.ws.once('close', () => resolve()))));
      for (const conn of all) conn.ws.close(SERVICE_RESTART, 'server restarting');
      // Clients normally answer the close at once; the stragglers are cut.
      const cut = setTimeout(() => all.forEach((conn) => conn.ws.terminate()), 1000);
      await Promise.all(closed);
      clearTimeout(cut);
      await Promise.all([...removals]);
    },
  };
}
