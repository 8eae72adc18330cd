import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { hashToken, newId, newSecretToken } from '../../../src/shared/ids.js';
import type { Locale } from '../../../src/shared/locale.js';
import { User, normalizeEmail } from '../domain/user.js';
import { LinkedIdentity, PendingLink, keepsASignInMethod, type SocialProvider } from '../domain/sign-in-methods.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { providerName, signInMethodEmail } from './emails.js';
import { signIn } from './start-session.js';
import type { IdentityDeps, ProviderIdentity } from './ports.js';

export interface SocialSignInInput {
  provider: SocialProvider;
  identity: ProviderIdentity;
  /** The language of the browser, for an account created now. */
  locale: Locale;
  /** The session the browser had, ended by the sign-in (rotation). */
  currentSessionId?: string | undefined;
  /** A signed-in person linking a provider from their settings: the identity joins this account. */
  linkToUserId?: string | null;
}

export type SocialSignInOutcome =
  | { kind: 'signed_in'; user: User; token: string; created: boolean }
  | { kind: 'linked'; user: User }
  | { kind: 'link_pending'; pendingToken: string };

const NAME_MAX = 100;

/** A name for an account made from a provider's identity: its `name` claim, else the email's local part. */
function accountName(identity: ProviderIdentity, email: string): string {
  const claimed = (identity.name ?? '').trim().replace(/\s+/g, ' ').slice(0, NAME_MAX);
  if (claimed.length >= 2) return claimed;
  const local = email.split('@')[0]!.slice(0, NAME_MAX);
  return local.length >= 2 ? local : email.slice(0, NAME_MAX);
}

/**
 * The end of a social sign-in, once the provider's ID token is validated. The provider's subject decides
 * who signs in; an email only ever leads to a *pending* link to an existing account, which that
 * account's password then confirms (completePendingLink). Accounts are made only for verified emails,
 * so nobody can take an address before its owner signs up.
 */
export const socialSignIn =
  (deps: IdentityDeps) =>
  async (input: SocialSignInInput): Promise<Result<SocialSignInOutcome, DomainError>> => {
    const { provider, identity } = input;
    const now = deps.clock.now();
    const linked = await deps.identities.find(provider, identity.subject);

    if (input.linkToUserId) {
      const user = await deps.users.findById(input.linkToUserId);
      if (!user || !user.isActive()) return err(IdentityErrors.unauthenticated());
      if (linked) return linked.userId === user.id ? ok({ kind: 'linked', user }) : err(IdentityErrors.socialIdentityTaken());
      return deps.tx.run(async () => {
        if ((await deps.identities.add(newIdentity(user.id, provider, identity, now))) === 'taken') return err(IdentityErrors.socialIdentityTaken());
        await deps.notices.send(signInMethodEmail(user.email, user.name, user.locale, { kind: 'linked', method: methodName(deps, provider) }));
        return ok({ kind: 'linked', user });
      });
    }

    if (linked) {
      const user = await deps.users.findById(linked.userId);
      if (!user || user.deletedAt) return err(IdentityErrors.invalidCredentials());
      if (user.status !== 'active') return err(IdentityErrors.suspended());
      return deps.tx.run(async () => {
        await deps.identities.touch(linked.id, now);
        const token = await signIn(deps, user, { currentSessionId: input.currentSessionId, rememberMe: false }, now);
        return ok({ kind: 'signed_in', user, token, created: false });
      });
    }

    if (!identity.email) return err(IdentityErrors.socialEmailMissing());
    if (!identity.emailVerified) return err(IdentityErrors.socialEmailUnverified());
    const email = normalizeEmail(identity.email);

    const existing = await deps.users.findByEmail(email);
    if (existing) {
      if (existing.deletedAt) return err(IdentityErrors.invalidCredentials());
      const pendingToken = newSecretToken();
      const link = Object.assign(new PendingLink(), {
        id: newId(),
        userId: existing.id,
        provider,
        subject: identity.subject,
        email,
        tokenHash: hashToken(pendingToken),
        expiresAt: new Date(now.getTime() + deps.settings.social.pendingLinkMinutes * 60_000),
        createdAt: now,
      });
      await deps.pendingLinks.add(link);
      return ok({ kind: 'link_pending', pendingToken });
    }

    const user = User.create({ id: newId(), email, name: accountName(identity, email), passwordHash: null, dateOfBirth: null, locale: input.locale, now });
    return deps.tx.run(async () => {
      // Two first sign-ins at once: the unique email and subject keys let only one through.
      if ((await deps.users.add(user)) === 'email_taken') return err(IdentityErrors.emailTaken());
      // Thrown, not returned: the account made just before must not stay without its identity.
      if ((await deps.identities.add(newIdentity(user.id, provider, identity, now))) === 'taken') throw IdentityErrors.socialIdentityTaken();
      const token = await signIn(deps, user, { currentSessionId: input.currentSessionId, rememberMe: false }, now);
      return ok({ kind: 'signed_in', user, token, created: true });
    });
  };

function newIdentity(userId: string, provider: SocialProvider, identity: ProviderIdentity, now: Date): LinkedIdentity {
  return Object.assign(new LinkedIdentity(), {
    id: newId(),
    userId,
    provider,
    subject: identity.subject,
    email: identity.email ? normalizeEmail(identity.email).slice(0, 254) : null,
    createdAt: now,
    lastUsedAt: now,
  });
}

const methodName = (deps: IdentityDeps, provider: SocialProvider): string =>
  providerName(provider, deps.social.configured().find((p) => p.id === provider)?.label ?? null);

/**
 * After a password sign-in: the pending link this browser carries completes when it belongs to the
 * account that just proved its password. Returns the provider linked, or null.
 */
export const completePendingLink =
  (deps: IdentityDeps) =>
  async (user: User, pendingToken: string): Promise<SocialProvider | null> =>
    deps.tx.run(async () => {
      const now = deps.clock.now();
      const link = await deps.pendingLinks.consume(hashToken(pendingToken), now);
      if (!link || link.userId !== user.id) return null;
      const identity = { subject: link.subject, email: link.email, emailVerified: true, name: null };
      if ((await deps.identities.add(newIdentity(user.id, link.provider, identity, now))) === 'taken') return null;
      await deps.notices.send(signInMethodEmail(user.email, user.name, user.locale, { kind: 'linked', method: methodName(deps, link.provider) }));
      return link.provider;
    });

/** The account's ways to sign in, for settings. */
export const signInMethods =
  (deps: IdentityDeps) =>
  async (user: User) => {
    const identities = await deps.identities.listOf(user.id);
    return {
      hasPassword: user.passwordHash !== null,
      identities: identities.map((i) => ({ provider: i.provider, email: i.email, linkedAt: i.createdAt })),
      available: deps.social.configured(),
    };
  };

/** Removes a provider while another way to sign in remains (a password, another provider, a passkey). */
export const unlinkProvider =
  (deps: IdentityDeps) =>
  async (user: User, provider: SocialProvider): Promise<Result<void, DomainError>> =>
    deps.tx.run(async () => {
      const identities = await deps.identities.listOf(user.id);
      if (!identities.some((i) => i.provider === provider)) return err(IdentityErrors.socialNotLinked());
      const methods = { hasPassword: user.passwordHash !== null, identities: identities.length, passkeys: (await deps.passkeys.listOf(user.id)).length };
      if (!keepsASignInMethod(methods, 'identity')) return err(IdentityErrors.lastSignInMethod());
      await deps.identities.remove(user.id, provider);
      await deps.notices.send(signInMethodEmail(user.email, user.name, user.locale, { kind: 'unlinked', method: methodName(deps, provider) }));
      return ok(undefined);
    });
