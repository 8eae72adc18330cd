import WebSocket from 'ws';
import { serverFrameErrors } from '../../src/realtime/frames.js';

/** A server frame as received (validated against asyncapi.yaml on arrival). */
export type Frame = { type: string; [key: string]: unknown };

export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  /** Frames that broke asyncapi.yaml (a test expects none). */
  violations: string[];
  send(frame: unknown): void;
  /** The first frame of that type (matching `where`) not taken yet, waiting up to `ms`. */
  next(type: string, where?: (f: Frame) => boolean, ms?: number): Promise<Frame>;
  /** Waits `ms` and says whether such a frame arrived (for "nothing was delivered"). */
  received(type: string, where?: (f: Frame) => boolean, ms?: number): Promise<boolean>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  token?: string;
  via?: 'bearer' | 'query' | 'cookie';
  origin?: string;
  headers?: Record<string, string>;
  /** false: never answers the server's pings (a peer that went away without closing). */
  autoPong?: boolean;
  /** wss:// through a TLS proxy with a self-signed certificate: its CA and the name it was made for. */
  tls?: { ca: string; servername: string };
}

/** ws:// URL of a server's socket. */
export const socketUrl = (httpUrl: string) => `${httpUrl.replace(/^http/, 'ws')}/ws/messages`;

/** Opens a socket; rejects with `{ status }` when the server refuses the upgrade. */
export function connect(httpUrl: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const headers: Record<string, string> = { ...options.headers };
  let url = socketUrl(httpUrl);
  const via = options.via ?? 'bearer';
  if (options.token && via === 'bearer') headers.authorization = `Bearer ${options.token}`;
  if (options.token && via === 'cookie') headers.cookie = `eclat_session=${options.token}`;
  if (options.token && via === 'query') url += `?token=${encodeURIComponent(options.token)}`;
  if (options.origin) headers.origin = options.origin;
  const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true, ...options.tls });
  const frames: Frame[] = [];
  const violations: string[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    const problem = serverFrameErrors(frame);
    if (problem) violations.push(`${frame.type}: ${problem}`);
    frames.push(frame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const find = (type: string, where?: (f: Frame) => boolean) => frames.find((f) => !taken.has(f) && f.type === type && (!where || where(f)));
  const socket: TestSocket = {
    ws,
    frames,
    violations,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (type, where, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = find(type, where);
          if (!found) return false;
          taken.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(frames.map((f) => f.type))}`));
        }, ms);
        if (!check()) waiters.add(check);
      }),
    received: async (type, where, ms = 300) => {
      await new Promise((r) => setTimeout(r, ms));
      return find(type, where) !== undefined;
    },
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close(1000);
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** The HTTP status of a refused upgrade (fails when the socket opens). */
export async function refusedWith(httpUrl: string, options: ConnectOptions = {}): Promise<number> {
  try {
    const socket = await connect(httpUrl, options);
    await socket.close();
    return 101;
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}
