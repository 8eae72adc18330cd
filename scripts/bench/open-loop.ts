import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** One request the generator may send; `__UUID__` in the body is replaced by a fresh UUID each time. */
export interface RequestTemplate {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  origin: string;
  requests: RequestTemplate[];
  /**
   * `once`: each template is sent at most once, in order (distinct booking slots), except that one refused
   * with 503 or 429 goes back to be sent again (nothing was made for it); `cycle`: round and round.
   */
  use: 'once' | 'cycle';
  seconds: number;
  /** Closed loop: this many connections, each asking again as soon as answered. */
  concurrency?: number;
  /** Open loop: a request is due every 1/rate s whatever the answers (at most `connections` in flight). */
  rate?: number;
  connections?: number;
  /** A request not answered within this long after it was due counts as unanswered (default 5000 ms). */
  timeoutMs?: number;
  /** Each request poses as one of this many client addresses (X-Forwarded-For; the server trusts its proxy). */
  addresses?: number;
}

/** Per request: when it was due (ms from the start), how long its answer took from then, its status (0: unanswered). */
export interface LoadResult {
  due: Float64Array;
  latency: Float64Array;
  status: Uint16Array;
  /** The generator's own CPU time, ms. */
  cpuMs: number;
  /** The generator's own event-loop delay, ms: how late it may have sent. */
  lagMs: { p95: number; max: number };
  /** `once`: the templates not used up (never sent, or refused), to hand to the next phase. */
  unused: RequestTemplate[];
}

/**
 * The load generator, in a process of its own (undici keep-alive connections) so that its CPU is not the
 * server's event loop; latencies count from when each request was due (no coordinated omission), and a
 * request waiting client-side for a connection past the timeout counts as unanswered without being sent.
 */
const CHILD = `
const { Pool } = require('undici');
const { randomUUID } = require('node:crypto');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', async () => {
  const o = JSON.parse(input);
  const timeoutMs = o.timeoutMs || 5000;
  const connections = o.rate ? (o.connections || 1024) : o.concurrency;
  const pool = new Pool(o.origin, { connections, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const due = [], latency = [], status = [];
  let next = 0;
  const recycled = [];
  let reported = false;
  // Indexes into o.requests.
  const template = () => {
    if (recycled.length) return recycled.pop();
    if (o.use === 'once') return next < o.requests.length ? next++ : null;
    return next++ % o.requests.length;
  };
  const address = () => { const n = Math.floor(Math.random() * (o.addresses || 1)); return '10.' + ((n >> 16) & 255) + '.' + ((n >> 8) & 255) + '.' + (n & 255); };
  const start = performance.now();
  const send = async (index, dueAt) => {
    const t = o.requests[index];
    const waited = performance.now() - dueAt;
    if (waited > timeoutMs) { due.push(dueAt - start); latency.push(waited); status.push(0); return; }
    // Kept cheap: at thousands of requests a second this process shares the machine with the server.
    const headers = { ...t.headers, 'x-forwarded-for': address() };
    const body = t.body && t.body.includes('__UUID__') ? t.body.replaceAll('__UUID__', randomUUID()) : t.body;
    let code = 0;
    try {
      // The pool's headers and body timeouts bound the wait once sent; the total is checked below.
      const res = await pool.request({ method: t.method, path: t.path, headers, body });
      await res.body.dump();
      code = res.statusCode;
    } catch (e) {
      // Timeouts are the expected failures; anything else is said once (a broken bench, not a slow server).
      if (!reported && !(e && (e.name === 'TimeoutError' || e.name === 'AbortError' || /timeout/i.test(e.code || '')))) { reported = true; console.error('load generator: ' + (e && e.message)); }
      code = 0;
    }
    const took = performance.now() - dueAt;
    due.push(dueAt - start); latency.push(took); status.push(took > timeoutMs ? 0 : code);
    if (o.use === 'once' && (code === 503 || code === 429)) recycled.push(index);
  };
  // The generator's own lateness (its event loop's delay): latencies above it are the server's.
  const { monitorEventLoopDelay } = require('node:perf_hooks');
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpu0 = process.cpuUsage();
  const deadline = start + o.seconds * 1000;
  if (!o.rate) {
    await Promise.all(Array.from({ length: o.concurrency }, async () => {
      for (let t = template(); t !== null && performance.now() < deadline; t = template()) await send(t, performance.now());
    }));
  } else {
    // Requests due but not sent yet are implicit (the next due time): no queue to shift through when behind.
    const total = Math.floor(o.seconds * o.rate);
    let scheduled = 0, inFlight = 0, exhausted = false;
    await new Promise((resolve) => {
      const done = () => { inFlight--; };
      const tick = () => {
        const now = performance.now();
        while (!exhausted && scheduled < total && inFlight < connections) {
          const at = start + (scheduled * 1000) / o.rate;
          if (at > now) break;
          const t = template();
          if (t === null) { exhausted = true; break; }
          scheduled++;
          inFlight++;
          send(t, at).finally(done);
        }
        if ((scheduled >= total || exhausted) && inFlight === 0) { clearInterval(timer); resolve(); }
      };
      const timer = setInterval(tick, 1);
    });
  }
  const cpu = process.cpuUsage(cpu0);
  await pool.close();
  delay.disable();
  process.stdout.write(JSON.stringify({ due, latency, status, cpuMs: (cpu.user + cpu.system) / 1000, lagMs: { p95: delay.percentile(95) / 1e6, max: delay.max / 1e6 }, unused: o.use === 'once' ? [...recycled, ...Array.from({ length: Math.max(0, o.requests.length - next) }, (_, i) => next + i)] : [] }));
});
`;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const child = spawn(process.execPath, ['-e', CHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
  // Clients are other machines: on a machine it shares with the server, the generator gets the CPU first (nice -10,
  // when allowed), so that its own lateness is not timed as the server's; the server gets what is left.
  try {
    if (child.pid !== undefined) setPriority(child.pid, -10);
  } catch {
    // Not allowed (not root): the generator competes with the server as any process would.
  }
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load generator exited with ${code}`)))));
  child.stdin.end(JSON.stringify(options));
  await done;
  const out = JSON.parse(Buffer.concat(chunks).toString()) as { due: number[]; latency: number[]; status: number[]; cpuMs: number; lagMs: LoadResult['lagMs']; unused: number[] };
  return { due: Float64Array.from(out.due), latency: Float64Array.from(out.latency), status: Uint16Array.from(out.status), cpuMs: out.cpuMs, lagMs: out.lagMs, unused: out.unused.map((i) => options.requests[i]!) };
}

/** The q-quantile of some latencies (ms), 0 when there are none. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}
