import { hashToken } from '../../../src/shared/ids.js';
import { isSessionLive, shouldTouch } from '../domain/session.js';
import type { User } from '../domain/user.js';
import type { IdentityDeps } from './ports.js';

export interface Authenticated {
  user: User;
  sessionId: string;
}

/** Resolves a presented token to an active user, or null for anything expired, revoked or suspended. */
export const authenticate = (deps: IdentityDeps) => async (token: string): Promise<Authenticated | null> => {
  if (token.length < 20 || token.length > 200) return null;
  const session = await deps.sessions.findByTokenHash(hashToken(token));
  const now = deps.clock.now();
  if (!session || !isSessionLive(session, now, deps.settings.session)) return null;
  const user = await deps.users.findById(session.userId);
  if (!user || !user.isActive()) return null;
  if (shouldTouch(session, now)) await deps.sessions.touch(session.id, now);
  return { user, sessionId: session.id };
};
