import type { AdmissionClass } from '../../config/admission-config.js';
import { SAMPLE_MS } from './load-monitor.js';

/** Why a request was refused: its class is full, it waited too long, the event loop is behind, the pool is swamped. */
export type RefusalReason = 'busy' | 'waited' | 'lagging' | 'pool';

export const ADMISSION_CLASSES: readonly AdmissionClass[] = ['read', 'search', 'write', 'heavy'];

/** A request asking for a slot: told once, either admitted (maybe later, from the queue) or refused. */
export interface Entrant {
  admit(): void;
  refuse(reason: RefusalReason): void;
}

/** What the instance's load looks like now (src/http/admission/load-monitor.ts). */
export interface LoadSignals {
  /** Checkouts waiting for a pooled database connection. */
  poolWaiting(): number;
}

export interface ControllerSettings {
  concurrency: Record<AdmissionClass, number>;
  maxWaitMs: number;
  /** 0: the event loop's lag is not a signal. */
  maxEventLoopLagMs: number;
  /** 0..1; 0: the event loop's utilization is not a signal. */
  maxEventLoopUtilization: number;
  /** 0: the pool's waiting checkouts are not a signal. */
  maxPoolWaiting: number;
}

interface Waiting {
  entrant: Entrant;
  since: number;
}

/** The share of new requests admitted never falls below this: the instance keeps measuring real work. */
const MIN_SHARE = 0.05;
/** Each calm tick gives back this much of the share (20 ms ticks: from the floor to all in about 0.2 s). */
const RECOVERY_STEP = 0.1;
/**
 * The lag counts when it lasts this many samples: one late timer is a garbage collection or the machine
 * giving the CPU to another process for a moment, a run of them is a backlog (CoDel's rule: a queue that
 * does not drain within the interval is a standing one).
 */
const LAG_SAMPLES = 3;
/** Each tick of a lasting lag keeps this much of the share. */
const LAGGING_DECREASE = 0.5;
/** Each tick of a loop that never rested keeps this much of the share. */
const SATURATED_DECREASE = 0.9;
/** A saturated loop counts when its turns also last more than this fraction of the lag allowed. */
const SATURATED_LAG_DIVISOR = 4;

/**
 * Admission per instance (issue #37; docs/decisions.md "Admission control and shedding"). Each class has
 * `concurrency` slots and a queue as long; a request that finds both full, or that waited `maxWaitMs`, is
 * refused. Queues are short on purpose: a waiting request costs latency to everyone behind it, and a
 * refusal with Retry-After is answered in microseconds.
 *
 * Slots bound work that waits (the database); they cannot see work that never started: requests the
 * server has not read yet because the event loop is busy answering others (a flood of cached searches).
 * That backlog shows as the loop's lag, so a lag past `maxEventLoopLagMs` for LAG_SAMPLES samples in a
 * row cuts the share of new requests admitted at each tick and calm ticks give it back (AIMD): the
 * loop stays close to its capacity instead of queueing seconds of work in the sockets.
 */
export class AdmissionController {
  private readonly running: Record<AdmissionClass, number> = { read: 0, search: 0, write: 0, heavy: 0 };
  private readonly queues: Record<AdmissionClass, Waiting[]> = { read: [], search: [], write: [], heavy: [] };
  private share = 1;
  private credit = 0;
  private readonly samples: { lagMs: number; utilization: number }[] = [];
  /** When the load monitor last ticked (undefined before the first tick: no monitor, as in unit tests). */
  private lastTickAt: number | undefined;

  constructor(
    private readonly settings: ControllerSettings,
    private readonly signals: LoadSignals,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Admits, queues or refuses at once; returns the queue entry when queued (to cancel it if the client leaves). */
  enter(cls: AdmissionClass, entrant: Entrant): object | null {
    const refusal = this.refusalNow(cls);
    if (refusal) {
      entrant.refuse(refusal);
      return null;
    }
    if (this.running[cls] < this.settings.concurrency[cls]) {
      this.running[cls] += 1;
      entrant.admit();
      return null;
    }
    const queue = this.queues[cls];
    if (this.settings.maxWaitMs > 0 && queue.length < this.settings.concurrency[cls]) {
      const waiting: Waiting = { entrant, since: this.now() };
      queue.push(waiting);
      return waiting;
    }
    entrant.refuse('busy');
    return null;
  }

  /** An admitted request ended: its slot goes to the oldest waiting one still within its wait. */
  leave(cls: AdmissionClass): void {
    this.running[cls] = Math.max(0, this.running[cls] - 1);
    const queue = this.queues[cls];
    while (this.running[cls] < this.settings.concurrency[cls] && queue.length) {
      const next = queue.shift()!;
      if (this.now() - next.since > this.settings.maxWaitMs) {
        next.entrant.refuse('waited');
        continue;
      }
      this.running[cls] += 1;
      next.entrant.admit();
    }
  }

  /** A queued request whose client went away leaves the queue (nothing happens if it was admitted already). */
  cancel(cls: AdmissionClass, entry: object): void {
    const queue = this.queues[cls];
    const index = queue.indexOf(entry as Waiting);
    if (index >= 0) queue.splice(index, 1);
  }

  /** Whether a request of this class would start now without waiting; counts as one admission (WebSocket upgrades). */
  admitsNow(cls: AdmissionClass): boolean {
    return !this.refusalNow(cls) && this.running[cls] < this.settings.concurrency[cls];
  }

  /**
   * Called by the load monitor every few milliseconds with the loop's lag: adjusts the share admitted and
   * refuses queued requests past their wait (the oldest are first in each queue).
   */
  tick(lagMs: number, utilization = 0): void {
    this.lastTickAt = this.now();
    this.samples.push({ lagMs, utilization });
    if (this.samples.length > LAG_SAMPLES) this.samples.shift();
    const { maxEventLoopLagMs: maxLag, maxEventLoopUtilization: maxUse } = this.settings;
    const lasting = this.samples.length === LAG_SAMPLES;
    const lagging = maxLag > 0 && lasting && this.samples.every((s) => s.lagMs > maxLag);
    // Busy all the time with its turns getting longer: requests wait in the sockets. (A loop that is busy but
    // turns quickly, e.g. a few clients asking as fast as they are answered, has nobody waiting.)
    const saturated = maxUse > 0 && lasting && this.samples.every((s) => s.utilization > maxUse && s.lagMs > maxLag / SATURATED_LAG_DIVISOR);
    // A lag is a backlog already: cut. A loop that never rests while its turns lengthen is at its capacity: ease off.
    if (lagging) this.share = Math.max(MIN_SHARE, this.share * LAGGING_DECREASE);
    else if (saturated) this.share = Math.max(MIN_SHARE, this.share * SATURATED_DECREASE);
    // The share comes back only once the loop rests: a loop still busy all the time holds it, or the share
    // would climb back into the backlog it just left.
    else if (this.share < 1 && (maxUse === 0 || utilization <= maxUse) && (maxLag === 0 || lagMs <= maxLag)) this.share = Math.min(1, this.share + RECOVERY_STEP);
    const now = this.now();
    for (const cls of ADMISSION_CLASSES) {
      const queue = this.queues[cls];
      while (queue.length && now - queue[0]!.since > this.settings.maxWaitMs) queue.shift()!.entrant.refuse('waited');
    }
  }

  /** Requests in progress and waiting, per class, and the share of new requests admitted (for /metrics and tests). */
  stats(): { running: Record<AdmissionClass, number>; waiting: Record<AdmissionClass, number>; share: number } {
    return {
      running: { ...this.running },
      waiting: { read: this.queues.read.length, search: this.queues.search.length, write: this.queues.write.length, heavy: this.queues.heavy.length },
      share: this.share,
    };
  }

  private refusalNow(cls: AdmissionClass): RefusalReason | null {
    // Searches are answered from the instance's cache more often than not: a swamped pool is no reason to refuse them.
    if (cls !== 'search' && this.settings.maxPoolWaiting > 0 && this.signals.poolWaiting() >= this.settings.maxPoolWaiting) return 'pool';
    // The monitor's timer has not run for longer than the lag allowed: the loop is inside one long turn
    // (libuv reads up to 48 × 1024 ready sockets before it looks at timers again), so requests are waiting
    // right now and the share cannot be adjusted yet: refuse until the turn ends.
    const max = this.settings.maxEventLoopLagMs;
    if (max > 0 && this.lastTickAt !== undefined && this.now() - this.lastTickAt > max + SAMPLE_MS) return 'lagging';
    if (this.share >= 1) return null;
    // Deterministic thinning: admit when the accumulated share reaches a whole request.
    this.credit += this.share;
    if (this.credit >= 1) {
      this.credit -= 1;
      return null;
    }
    return 'lagging';
  }
}
