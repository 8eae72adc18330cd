import type { Presence } from '../domain/message.js';
import type { MessagingDeps } from './ports.js';

/** A connection not seen for this long belongs to a dead instance (the gateway beats every ~30 s). */
export const CONNECTION_TTL_MS = 75_000;
/** Connected but no frame for this long: away (the contract's Presence). */
export const AWAY_AFTER_MS = 5 * 60_000;
const STALE_ROWS_MS = 10 * 60_000;

/**
 * Presence of these users as seen now. `atWork` are cleaners with a booking in progress: busy even
 * when their app is closed, since that is why they do not answer.
 */
export async function presenceOf(deps: MessagingDeps, userIds: string[], atWork: Set<string>): Promise<Map<string, Presence>> {
  const now = deps.clock.now().getTime();
  const live = new Map((await deps.presence.live(userIds, new Date(now - CONNECTION_TTL_MS))).map((l) => [l.userId, l]));
  return new Map(
    userIds.map((id): [string, Presence] => {
      if (atWork.has(id)) return [id, 'busy'];
      const l = live.get(id);
      if (!l) return [id, 'offline'];
      return [id, now - l.lastActiveAt.getTime() >= AWAY_AFTER_MS ? 'away' : 'online'];
    }),
  );
}

/** A connection seen after this instant is alive. */
export const connectedSince = (deps: MessagingDeps): Date => new Date(deps.clock.now().getTime() - CONNECTION_TTL_MS);

export async function isConnected(deps: MessagingDeps, userId: string): Promise<boolean> {
  return (await deps.presence.live([userId], connectedSince(deps))).length > 0;
}

/** Tells the user's counterparts to refresh their conversations (a presence changed). */
async function announce(deps: MessagingDeps, userId: string): Promise<void> {
  const facts = await deps.bookings.conversationBookings(userId);
  const to = [...new Set(facts.map((f) => (f.clientId === userId ? f.cleanerId : f.clientId)))];
  if (to.length) await deps.realtime.publish({ kind: 'refresh', to, unread: false });
}

/** Socket connections, recorded in PostgreSQL so every instance sees who is online. */
export const presenceTracking = (deps: MessagingDeps) => ({
  async connected(connection: { id: string; userId: string; instanceId: string }): Promise<void> {
    const wasConnected = await isConnected(deps, connection.userId);
    await deps.presence.connect(connection, deps.clock.now());
    if (!wasConnected) await announce(deps, connection.userId).catch(deps.onSideEffectError);
  },
  async disconnected(connectionId: string): Promise<void> {
    const userId = await deps.presence.disconnect(connectionId);
    if (userId && !(await isConnected(deps, userId))) await announce(deps, userId).catch(deps.onSideEffectError);
  },
  async heartbeat(connectionIds: string[], activeUserIds: string[]): Promise<void> {
    const now = deps.clock.now();
    await deps.presence.heartbeat(connectionIds, activeUserIds, now);
    await deps.presence.forgetStale(new Date(now.getTime() - STALE_ROWS_MS));
  },
});
