import { hashToken } from '../../../src/shared/ids.js';
import { isSessionLive, shouldTouch } from '../domain/session.js';
import { isActiveAccount } from '../domain/user.js';
import type { CallerAccount, IdentityDeps } from './ports.js';

export interface Authenticated {
  account: CallerAccount;
  sessionId: string;
}

/** Resolves a presented token to an active account, or null for anything expired, revoked or suspended. */
export const authenticate = (deps: IdentityDeps) => async (token: string): Promise<Authenticated | null> => {
  if (token.length < 20 || token.length > 200) return null;
  const found = await deps.sessions.findCaller(hashToken(token));
  const now = deps.clock.now();
  if (!found || !isSessionLive(found.session, now, deps.settings.session) || !isActiveAccount(found.account)) return null;
  if (shouldTouch(found.session, now)) await deps.sessions.touch(found.session.id, now);
  return { account: found.account, sessionId: found.session.id };
};
