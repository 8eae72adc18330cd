import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { normalizeEmail, type User } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { enforceLimits } from './rate-limit.js';
import { signIn } from './start-session.js';
import type { IdentityDeps } from './ports.js';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  /** The session the caller already had, ended by the login so that a token is never reused (rotation). */
  currentSessionId?: string | undefined;
}

// Verifying against a real hash when the email is unknown keeps response times alike, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

export const login =
  (deps: IdentityDeps) =>
  async (input: LoginInput): Promise<Result<{ user: User; token: string }, DomainError>> => {
    const email = normalizeEmail(input.email);
    const { perIp, perEmail, windowSeconds } = deps.settings.rateLimits.login;
    const limited = await enforceLimits(deps.rateLimiter, [
      { key: `login:ip:${input.ip}`, limit: perIp, windowSeconds },
      { key: `login:email:${email}`, limit: perEmail, windowSeconds },
    ]);
    if (limited) return err(limited);

    const user = await deps.users.findByEmail(email);
    if (!user || !user.passwordHash || user.deletedAt) {
      dummyHash ??= deps.hasher.hash('unknown-account-placeholder');
      await deps.hasher.verify(await dummyHash, input.password);
      return err(IdentityErrors.invalidCredentials());
    }
    if (!(await deps.hasher.verify(user.passwordHash, input.password))) return err(IdentityErrors.invalidCredentials());
    if (user.status !== 'active') return err(IdentityErrors.suspended());

    return deps.tx.run(async () => {
      const token = await signIn(deps, user, input, deps.clock.now());
      return ok({ user, token });
    });
  };
