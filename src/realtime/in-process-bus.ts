import type { RealtimeBus, RealtimeEvent } from '../shared/realtime.js';

/** One process only: events reach this instance's sockets. The PostgreSQL bus extends it across instances. */
export class InProcessRealtimeBus implements RealtimeBus {
  private readonly listeners = new Set<(event: RealtimeEvent) => void>();

  publish(...events: RealtimeEvent[]): Promise<void> {
    for (const event of events) for (const listener of this.listeners) listener(event);
    return Promise.resolve();
  }

  subscribe(listener: (event: RealtimeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
