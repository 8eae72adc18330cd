/**
 * Wall time per named phase of a one-shot script (`npm run db:seed -- --timings`, issue #39: where a
 * seed's seconds go). Phases that overlap (work prepared while the database writes) each count in full.
 */
export class PhaseTimes {
  private readonly spent = new Map<string, number>();

  async time<T>(phase: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.add(phase, performance.now() - start);
    }
  }

  add(phase: string, ms: number): void {
    this.spent.set(phase, (this.spent.get(phase) ?? 0) + ms);
  }

  /** One line per phase in the order first timed, then the wall time since the process started. */
  lines(): string[] {
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return [...[...this.spent].map(([phase, ms]) => `  ${phase.padEnd(26)} ${s(ms)}`), `  ${'total (wall)'.padEnd(26)} ${s(performance.now())}`];
  }
}
