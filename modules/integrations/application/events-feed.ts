import { DomainError } from '../../../src/shared/domain-error.js';
import type { Clock } from '../../../src/shared/clock.js';
import type { EventPayload, FeedPosition, PgEventRepository } from '../adapters/persistence/events.repository.js';

export interface EventsFeedSettings {
  /** Days an event stays in the feed (INTEGRATION_EVENTS_RETENTION_DAYS); the daily retention run deletes older ones. */
  retentionDays: number;
}

export interface EventsFeedDeps {
  events: PgEventRepository;
  clock: Clock;
  settings: EventsFeedSettings;
}

/** The cursor is opaque to callers: base64url of the position. */
export const encodeCursor = (p: FeedPosition): string => Buffer.from(`${p.txid}.${p.seq}`, 'utf8').toString('base64url');

const BIGINT_MAX = 9_223_372_036_854_775_807n;

/** null for anything the feed never handed out, including numbers PostgreSQL would refuse (a 400, never a 500). */
export function decodeCursor(cursor: string): FeedPosition | null {
  const m = /^(\d{1,19})\.(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m || BigInt(m[1]!) > BIGINT_MAX || BigInt(m[2]!) > BIGINT_MAX) return null;
  return { txid: m[1]!, seq: m[2]! };
}

const badCursor = () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.after', code: 'integrations.events_cursor_invalid' }]);

/**
 * The caller's events after a cursor, oldest first (GET /api/events). `nextCursor` is where the next
 * call starts: the last event's position, or the given cursor when nothing new came (so a poller keeps
 * it); `hasMore` says the next page is already waiting.
 */
export const eventsFeed =
  (deps: EventsFeedDeps) =>
  async (ownerId: string, after: string | undefined, limit: number): Promise<{ items: EventPayload[]; nextCursor: string | null; hasMore: boolean }> => {
    const position = after ? decodeCursor(after) : null;
    if (after && !position) throw badCursor();
    const since = new Date(deps.clock.now().getTime() - deps.settings.retentionDays * 86_400_000);
    const rows = await deps.events.page(ownerId, position, since, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { items: page.map((r) => r.payload), nextCursor: last ? encodeCursor(last.position) : (after ?? null), hasMore: rows.length > limit };
  };
