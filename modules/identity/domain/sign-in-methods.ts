/** The social sign-in providers Éclat knows; `oidc` is any other standard OpenID Connect issuer. */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'microsoft', 'oidc'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * Apple sends the person's email and name only with `response_mode=form_post`: its answer is a
 * cross-site POST to our callback (docs/decisions.md, "Social sign-in"). The others answer in the query.
 */
export const answersWithFormPost = (provider: SocialProvider): boolean => provider === 'apple';

/** An account's identity at a provider: the provider's stable subject, never its email, decides who signs in. */
export class LinkedIdentity {
  id!: string;
  userId!: string;
  provider!: SocialProvider;
  subject!: string;
  /** The email the provider asserted when the link was made (shown in settings). */
  email!: string | null;
  createdAt!: Date;
  lastUsedAt!: Date | null;
}

/**
 * A provider's identity waiting to be linked to an existing account of the same (verified) email: the
 * link is made only when that browser then signs in with the account's password (docs/decisions.md).
 */
export class PendingLink {
  id!: string;
  userId!: string;
  provider!: SocialProvider;
  subject!: string;
  email!: string;
  tokenHash!: string;
  expiresAt!: Date;
  createdAt!: Date;
}

/**
 * Whether an account keeps a way to sign in once one method is removed: a password, another
 * provider or a passkey. Removing the last one would lock the person out.
 */
export function keepsASignInMethod(methods: { hasPassword: boolean; identities: number; passkeys: number }, removing: 'identity' | 'passkey'): boolean {
  const left = (methods.hasPassword ? 1 : 0) + methods.identities + methods.passkeys - 1;
  return removing === 'identity' ? methods.identities > 0 && left >= 1 : methods.passkeys > 0 && left >= 1;
}
