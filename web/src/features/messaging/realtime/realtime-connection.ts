import { RealtimeClient, type SocketLike } from './realtime-client';
import { realtimeUrl } from './realtime-constants';

/** The browser's WebSocket seen through the small interface the client is tested against. */
function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
  };
  ws.onopen = (event) => socket.onopen?.(event);
  ws.onclose = (event) => socket.onclose?.({ code: event.code });
  ws.onerror = (event) => socket.onerror?.(event);
  ws.onmessage = (event) => socket.onmessage?.({ data: event.data });
  return socket;
}

let client: RealtimeClient | null = null;

/** The app's one connection (real WebSocket and timers); created on first use. */
export function realtimeClient(): RealtimeClient {
  client ??= new RealtimeClient({
    url: () => realtimeUrl(window.location),
    createSocket: browserSocket,
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    random: Math.random,
    now: Date.now,
  });
  return client;
}
