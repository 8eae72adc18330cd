import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** How often the event loop is sampled. */
export const SAMPLE_MS = 20;

/** One sample: how late the timer fired (ms), and the share of the time since the last sample the loop spent working (0..1). */
export interface LoadSample {
  lagMs: number;
  utilization: number;
}

/**
 * The event loop, sampled by a timer every SAMPLE_MS. Its lag (how late the timer fires) is how long anything
 * ready waits before the loop gets to it; its utilization says whether the loop ever waits for work: a loop
 * that never goes idle may have requests waiting in its sockets that the lag does not show (one turn of the
 * loop reads at most so many sockets, and the others wait for the next turns). Each sample goes to `onSample`;
 * the timer does not keep the process alive.
 */
export function startLoadMonitor(onSample: (sample: LoadSample) => void): { lagMs(): number; utilization(): number; stop(): void } {
  let last = performance.now();
  let elu: EventLoopUtilization = performance.eventLoopUtilization();
  let sample: LoadSample = { lagMs: 0, utilization: 0 };
  const timer = setInterval(() => {
    const now = performance.now();
    const current = performance.eventLoopUtilization();
    sample = { lagMs: Math.max(0, now - last - SAMPLE_MS), utilization: performance.eventLoopUtilization(current, elu).utilization };
    last = now;
    elu = current;
    onSample(sample);
  }, SAMPLE_MS);
  timer.unref();
  return { lagMs: () => sample.lagMs, utilization: () => sample.utilization, stop: () => clearInterval(timer) };
}
