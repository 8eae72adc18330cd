import type { IdentityDeps } from './ports.js';

export const logout = (deps: IdentityDeps) => async (sessionId: string | null): Promise<void> => {
  if (sessionId) await deps.sessions.revoke(sessionId, deps.clock.now());
};
