import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { newId, newSecretToken, hashToken } from '../../../src/shared/ids.js';
import { normalizeEmail } from '../domain/user.js';
import { enforceLimits } from './rate-limit.js';
import { passwordResetEmail } from './emails.js';
import type { IdentityDeps } from './ports.js';

/** Always answers the same way, whether or not the email has an account, so it cannot be used to probe emails. */
export const forgotPassword =
  (deps: IdentityDeps) =>
  async (input: { email: string; ip: string }): Promise<Result<void, DomainError>> => {
    const email = normalizeEmail(input.email);
    const { perIp, perEmail, windowSeconds } = deps.settings.rateLimits.forgotPassword;
    const limited = await enforceLimits(deps.rateLimiter, [
      { key: `forgot:ip:${input.ip}`, limit: perIp, windowSeconds },
      { key: `forgot:email:${email}`, limit: perEmail, windowSeconds },
    ]);
    if (limited) return err(limited);

    const user = await deps.users.findByEmail(email);
    if (!user || !user.isActive()) return ok(undefined);

    const now = deps.clock.now();
    const token = newSecretToken();
    const minutes = deps.settings.passwordResetMinutes;
    await deps.tx.run(async () => {
      // Only the newest link works.
      await deps.resets.invalidateAllOf(user.id, now);
      await deps.resets.add({ id: newId(), userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + minutes * 60_000), createdAt: now });
    });
    const link = `${deps.settings.publicUrl}/reset-password/${token}`;
    await deps.mailer.send(passwordResetEmail(user.email, user.name, user.locale, link, minutes));
    return ok(undefined);
  };
