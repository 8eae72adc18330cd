import { welcomeEmail } from './welcome-email.js';
import { err, ok, type Result } from '../../../src/shared/result.js';
import type { FieldIssue } from '../../../src/shared/domain-error.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import type { Locale } from '../../../src/shared/locale.js';
import { User, normalizeEmail } from '../domain/user.js';
import { checkPassword } from '../domain/password-policy.js';
import { isAdult, isPlausibleBirthDate } from '../domain/age.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { enforceLimits } from './rate-limit.js';
import { startSession } from './start-session.js';
import type { IdentityDeps } from './ports.js';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  dateOfBirth: string;
  acceptTerms: boolean;
  /** The version of the terms the person read (the one in force when absent). */
  termsVersion?: string;
  /** The language of the terms the person chose to be bound by (French unless English is expressly chosen). */
  termsLanguage?: Locale;
  locale: Locale;
  ip: string;
}

export const signup =
  (deps: IdentityDeps) =>
  async (input: SignupInput): Promise<Result<{ user: User; token: string }, DomainError>> => {
    const limited = await enforceLimits(deps.rateLimiter, [
      { key: `signup:ip:${input.ip}`, limit: deps.settings.rateLimits.signup.perIp, windowSeconds: deps.settings.rateLimits.signup.windowSeconds },
    ]);
    if (limited) return err(limited);

    const now = deps.clock.now();
    const issues: FieldIssue[] = [];
    if (input.name.trim().length < 2) issues.push({ field: 'body.name', code: 'fields.too_short', params: { min: 2 } });
    if (!input.acceptTerms) issues.push({ field: 'body.acceptTerms', code: 'auth.terms_required' });
    const passwordIssue = checkPassword(input.password);
    if (passwordIssue) issues.push(passwordIssue);
    if (!isPlausibleBirthDate(input.dateOfBirth, now)) issues.push({ field: 'body.dateOfBirth', code: 'fields.invalid_date' });
    else if (!isAdult(input.dateOfBirth, now)) issues.push({ field: 'body.dateOfBirth', code: 'auth.too_young', params: { min: 18 } });
    if (issues.length) return err(IdentityErrors.invalidFields(issues));

    const email = normalizeEmail(input.email);
    if (await deps.users.findByEmail(email)) return err(IdentityErrors.emailTaken());

    const passwordHash = await deps.hasher.hash(input.password);
    const user = User.create({ id: newId(), email, name: input.name, passwordHash, dateOfBirth: input.dateOfBirth, locale: input.locale, now });
    return deps.tx.run(async () => {
      // Two sign-ups with the same email at once: the unique index lets only one through.
      if ((await deps.users.add(user)) === 'email_taken') return err(IdentityErrors.emailTaken());
      // Which terms were accepted, in which language, and when (legal module); a refusal undoes the sign-up.
      await deps.onSignedUp?.({ userId: user.id, termsVersion: input.termsVersion ?? null, termsLanguage: input.termsLanguage ?? null });
      // The welcome email is recorded in the outbox with the account: sent once it commits, never for a refused sign-up.
      await deps.notices.send(welcomeEmail(user.email, user.name, user.locale, deps.settings.publicUrl));
      // Sign-up never sets remember-me (spec section 4).
      const { token } = await startSession(deps, user.id, false);
      return ok({ user, token });
    });
  };
