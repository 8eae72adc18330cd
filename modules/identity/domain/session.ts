/** A signed-in browser or API client. Only the hash of its token is stored. */
export class Session {
  id!: string;
  userId!: string;
  tokenHash!: string;
  rememberMe!: boolean;
  createdAt!: Date;
  lastSeenAt!: Date;
  expiresAt!: Date;
  revokedAt!: Date | null;
}

export interface SessionPolicy {
  rememberMeDays: number;
  browserSessionHours: number;
  idleHours: number;
  rememberMeIdleDays: number;
}

const HOUR = 3600_000;

export function absoluteExpiry(createdAt: Date, rememberMe: boolean, policy: SessionPolicy): Date {
  const ms = rememberMe ? policy.rememberMeDays * 24 * HOUR : policy.browserSessionHours * HOUR;
  return new Date(createdAt.getTime() + ms);
}

/** A session ends at its absolute expiry, when revoked, or after too long without use (idle expiry). */
export function isSessionLive(session: Session, now: Date, policy: SessionPolicy): boolean {
  if (session.revokedAt) return false;
  if (now >= session.expiresAt) return false;
  const idleMs = session.rememberMe ? policy.rememberMeIdleDays * 24 * HOUR : policy.idleHours * HOUR;
  return now.getTime() - session.lastSeenAt.getTime() < idleMs;
}

/** Writing last-seen on every request would turn reads into writes; once a minute is precise enough. */
export const shouldTouch = (session: Session, now: Date): boolean => now.getTime() - session.lastSeenAt.getTime() > 60_000;
