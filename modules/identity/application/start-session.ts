import { newId, newSecretToken, hashToken } from '../../../src/shared/ids.js';
import { Session, absoluteExpiry } from '../domain/session.js';
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
