import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import type { User } from '../domain/user.js';
import { Passkey, passkeyName } from '../domain/passkey.js';
import { keepsASignInMethod } from '../domain/sign-in-methods.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { signInMethodEmail } from './emails.js';
import { signIn } from './start-session.js';
import type { IdentityDeps } from './ports.js';

const method = (user: User, name: string) => (user.locale === 'en' ? `The passkey “${name}”` : `La clé d'accès «\u00a0${name}\u00a0»`);

/** Options for the browser to create a passkey for this account (its existing ones excluded). */
export const passkeyRegistrationOptions = (deps: IdentityDeps) => async (user: User) =>
  deps.ceremonies.registrationOptions({ id: user.id, email: user.email, name: user.name }, await deps.passkeys.listOf(user.id));

/** Registers the passkey the browser created for this challenge, named by the person. */
export const registerPasskey =
  (deps: IdentityDeps) =>
  async (user: User, input: { name: string; response: unknown }, challenge: string): Promise<Result<Passkey, DomainError>> => {
    const name = passkeyName(input.name);
    if (!name) return err(IdentityErrors.invalidFields([{ field: 'body.name', code: 'fields.too_long', params: { max: 60 } }]));
    const existing = await deps.passkeys.listOf(user.id);
    if (existing.length >= deps.settings.passkeys.maxPerAccount) return err(IdentityErrors.tooManyPasskeys(deps.settings.passkeys.maxPerAccount));
    const credential = await deps.ceremonies.verifyRegistration(input.response, challenge);
    if (!credential) return err(IdentityErrors.passkeyNotVerified());
    const now = deps.clock.now();
    const passkey = Object.assign(new Passkey(), { id: newId(), userId: user.id, ...credential, name, createdAt: now, lastUsedAt: null });
    return deps.tx.run(async () => {
      if ((await deps.passkeys.add(passkey)) === 'taken') return err(IdentityErrors.passkeyTaken());
      await deps.notices.send(signInMethodEmail(user.email, user.name, user.locale, { kind: 'linked', method: method(user, name) }));
      return ok(passkey);
    });
  };

/** Removes a passkey while another way to sign in remains (a password, a provider, another passkey). */
export const removePasskey =
  (deps: IdentityDeps) =>
  async (user: User, id: string): Promise<Result<void, DomainError>> =>
    deps.tx.run(async () => {
      const passkeys = await deps.passkeys.listOf(user.id);
      const target = passkeys.find((p) => p.id === id);
      if (!target) return err(IdentityErrors.passkeyNotFound());
      const identities = await deps.identities.listOf(user.id);
      if (!keepsASignInMethod({ hasPassword: user.passwordHash !== null, identities: identities.length, passkeys: passkeys.length }, 'passkey')) {
        return err(IdentityErrors.lastSignInMethod());
      }
      await deps.passkeys.remove(user.id, id);
      await deps.notices.send(signInMethodEmail(user.email, user.name, user.locale, { kind: 'unlinked', method: method(user, target.name) }));
      return ok(undefined);
    });

/** Signs in with a passkey: the credential names the account; its signature over the challenge proves it. */
export const signInWithPasskey =
  (deps: IdentityDeps) =>
  async (input: { response: unknown; challenge: string; currentSessionId?: string | undefined }): Promise<Result<{ user: User; token: string }, DomainError>> => {
    const credentialId = (input.response as { id?: unknown } | null)?.id;
    if (typeof credentialId !== 'string') return err(IdentityErrors.passkeyFailed());
    const passkey = await deps.passkeys.findByCredentialId(credentialId);
    // A passkey the browser still has but that was removed here (or never registered): setup is required.
    if (!passkey) return err(IdentityErrors.passkeyNotSetUp());
    const verified = await deps.ceremonies.verifySignIn(input.response, input.challenge, passkey);
    if (!verified) return err(IdentityErrors.passkeyFailed());
    const user = await deps.users.findById(passkey.userId);
    if (!user || user.deletedAt) return err(IdentityErrors.passkeyNotSetUp());
    if (user.status !== 'active') return err(IdentityErrors.suspended());
    return deps.tx.run(async () => {
      const now = deps.clock.now();
      await deps.passkeys.recordUse(passkey.id, verified.counter, now);
      const token = await signIn(deps, user, { currentSessionId: input.currentSessionId, rememberMe: false }, now);
      return ok({ user, token });
    });
  };
