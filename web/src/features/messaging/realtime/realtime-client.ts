import { parseServerFrame, type ClientFrame, type ServerFrame } from './frames';
import { NORMAL_CLOSE_CODES, REALTIME, reconnectDelay } from './realtime-constants';

export type RealtimeState = 'connecting' | 'open' | 'closed';
/** Keys of the spec's socket texts (section 8), in the `messaging` namespace under `realtime.errors`. */
export type RealtimeError = 'connectionTimeout' | 'connectionFailed' | 'parseFailed' | 'sendFailed';

export interface RealtimeStatus {
  state: RealtimeState;
  /** The last problem, kept until the next successful open. */
  error: RealtimeError | null;
  /** Reconnects made since the last open (0..5). */
  reconnectAttempt: number;
  /** A reconnect is scheduled. */
  willReconnect: boolean;
}

/** The part of the browser's WebSocket this client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface RealtimeClientDeps {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  timers: Timers;
  random: () => number;
  now: () => number;
}

const OPEN = 1;

/**
 * The realtime connection of spec sections 4 and 9: connecting -> open -> closed; a 10 s connect
 * timeout; a PING every 30 s while open; after an abnormal close up to 5 reconnects with growing
 * delay; never after codes 1000, 1001, 1005 or after `disconnect()`.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private intentional = true;
  private status: RealtimeStatus = { state: 'closed', error: null, reconnectAttempt: 0, willReconnect: false };
  private connectTimer: unknown = null;
  private pingTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private readonly frameListeners = new Set<(frame: ServerFrame) => void>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();

  constructor(private readonly deps: RealtimeClientDeps) {}

  getStatus(): RealtimeStatus {
    return this.status;
  }

  /** Opens the connection (a user signed in). Does nothing when already connecting or open. */
  connect(): void {
    this.intentional = false;
    if (this.socket || this.reconnectTimer !== null) return;
    this.setStatus({ reconnectAttempt: 0 });
    this.open();
  }

  /** Closes on purpose (logout): code 1000 and no reconnect. */
  disconnect(): void {
    this.intentional = true;
    this.clearTimer('reconnectTimer');
    const socket = this.socket;
    this.dropSocket();
    if (socket) {
      try {
        socket.close(1000, 'logout');
      } catch {
        // Already closing: nothing more to do.
      }
    }
    this.setStatus({ state: 'closed', willReconnect: false, reconnectAttempt: 0, error: null });
  }

  /** Sends a frame; false (and the "Failed to send message" error) when it could not go. */
  send(frame: ClientFrame): boolean {
    const socket = this.socket;
    if (!socket || this.status.state !== 'open' || socket.readyState !== OPEN) {
      this.setStatus({ error: 'sendFailed' });
      return false;
    }
    try {
      socket.send(JSON.stringify(frame));
      return true;
    } catch {
      this.setStatus({ error: 'sendFailed' });
      return false;
    }
  }

  subscribe(listener: (frame: ServerFrame) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private open(): void {
    this.setStatus({ state: 'connecting', willReconnect: false });
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(this.deps.url());
    } catch {
      this.setStatus({ error: 'connectionFailed' });
      this.afterClose(null);
      return;
    }
    this.socket = socket;
    this.connectTimer = this.deps.timers.setTimeout(() => {
      this.connectTimer = null;
      if (this.socket !== socket || this.status.state === 'open') return;
      this.setStatus({ error: 'connectionTimeout' });
      this.dropSocket();
      try {
        socket.close();
      } catch {
        // The browser may refuse to close a socket still connecting; it is forgotten anyway.
      }
      this.afterClose(null);
    }, REALTIME.connectTimeoutMs);

    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.clearTimer('connectTimer');
      this.setStatus({ state: 'open', error: null, reconnectAttempt: 0, willReconnect: false });
      this.pingTimer = this.deps.timers.setInterval(() => {
        this.send({ type: 'PING', timestamp: this.deps.now() });
      }, REALTIME.pingIntervalMs);
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      this.setStatus({ error: 'connectionFailed' });
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const frame = parseServerFrame(event.data);
      if (!frame) {
        this.setStatus({ error: 'parseFailed' });
        return;
      }
      for (const listener of [...this.frameListeners]) listener(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.dropSocket();
      this.afterClose(event.code);
    };
  }

  /** `code` is null when this client gave up on the socket itself (timeout, constructor failure). */
  private afterClose(code: number | null): void {
    const normal = code !== null && NORMAL_CLOSE_CODES.includes(code);
    const attempt = this.status.reconnectAttempt;
    if (this.intentional || normal || attempt >= REALTIME.maxReconnectAttempts) {
      this.setStatus({ state: 'closed', willReconnect: false });
      return;
    }
    const delay = reconnectDelay(attempt, this.deps.random);
    this.setStatus({ state: 'closed', willReconnect: true, reconnectAttempt: attempt + 1 });
    this.reconnectTimer = this.deps.timers.setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.intentional) this.open();
    }, delay);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.clearTimer('connectTimer');
    this.clearTimer('pingTimer');
    if (socket) {
      socket.onopen = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
    }
  }

  private clearTimer(name: 'connectTimer' | 'pingTimer' | 'reconnectTimer'): void {
    const handle = this[name];
    if (handle === null) return;
    if (name === 'pingTimer') this.deps.timers.clearInterval(handle);
    else this.deps.timers.clearTimeout(handle);
    this[name] = null;
  }

  private setStatus(change: Partial<RealtimeStatus>): void {
    const next = { ...this.status, ...change };
    const same = (Object.keys(next) as (keyof RealtimeStatus)[]).every((key) => next[key] === this.status[key]);
    if (same) return;
    this.status = next;
    for (const listener of [...this.statusListeners]) listener(next);
  }
}
