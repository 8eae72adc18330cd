import { newId, newSecretToken, hashToken } from '../../../src/shared/ids.js';
import { Session, absoluteExpiry } from '../domain/session.js';
import type { User } from '../domain/user.js';
import type { IdentityDeps } from './ports.js';

/** Issues a fresh opaque token; only its hash is kept. */
export async function startSession(deps: IdentityDeps, userId: string, rememberMe: boolean): Promise<{ token: string; session: Session }> {
  const now = deps.clock.now();
  const token = newSecretToken();
  const session = Object.assign(new Session(), {
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    rememberMe,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: absoluteExpiry(now, rememberMe, deps.settings.session),
    revokedAt: null,
  });
  await deps.sessions.add(session);
  return { token, session };
}

/**
 * Signs the person in (call inside the sign-in's transaction): the session the browser held before is
 * revoked (a fresh one at each sign-in, against session fixation), the sign-in time recorded, a new session started.
 */
export async function signIn(deps: IdentityDeps, user: User, options: { currentSessionId?: string | null; rememberMe: boolean }, now: Date): Promise<string> {
  if (options.currentSessionId) await deps.sessions.revoke(options.currentSessionId, now);
  user.lastLoginAt = now;
  await deps.users.flush();
  return (await startSession(deps, user.id, options.rememberMe)).token;
}
