import { addDays, localDateOf, toInstant, type LocalDate } from '../../../src/shared/local-time.js';
import type { SearchDays } from './ports.js';

/**
 * Counts public searches without touching the database on the search's path: the count lives in
 * memory, per Quebec day, and is added to `analytics_search_days` at most `flushMs` after the first
 * search since the last flush (one upsert for the whole batch), and at shutdown. A crash loses at most
 * those few seconds of counts; a failed flush keeps them for the next one.
 */
export class SearchCounter {
  private pending = new Map<LocalDate, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private day: { date: LocalDate; from: number; until: number } | null = null;

  constructor(
    private readonly days: SearchDays,
    private readonly clock: { now(): Date },
    private readonly flushMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(): void {
    const day = this.dayOf(this.clock.now());
    this.pending.set(day, (this.pending.get(day) ?? 0) + 1);
    this.schedule();
  }

  /** The Quebec day of `now`, worked out again only when `now` leaves the day last found (a search is counted on every first page). */
  private dayOf(now: Date): LocalDate {
    const at = now.getTime();
    if (!this.day || at < this.day.from || at >= this.day.until) {
      const date = localDateOf(now);
      this.day = { date, from: toInstant(date, 0).getTime(), until: toInstant(addDays(date, 1), 0).getTime() };
    }
    return this.day.date;
  }

  /** Adds what is counted so far (flushes run one after the other, never twice the same counts). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.running.then(() => this.write());
    return this.running;
  }

  private schedule(): void {
    // Unref'd: a pending flush never keeps a process alive (shutdown flushes explicitly).
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  private async write(): Promise<void> {
    const batch = [...this.pending];
    this.pending.clear();
    if (!batch.length) return;
    try {
      await this.days.add(batch);
    } catch (e) {
      for (const [day, n] of batch) this.pending.set(day, (this.pending.get(day) ?? 0) + n);
      this.onError(e);
      this.schedule();
    }
  }
}
