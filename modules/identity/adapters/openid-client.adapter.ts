import * as oidc from 'openid-client';
import type { AuthorizationChecks, ProviderIdentity, SocialSignInPort } from '../application/ports.js';
import { answersWithFormPost, type SocialProvider } from '../domain/sign-in-methods.js';
import { IdentityErrors } from '../domain/identity.errors.js';

export interface OidcProviderSettings {
  id: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string | null;
}

/**
 * The library's failures that mean the ID token (or the answer carrying it) is not to be believed:
 * a signature no published key verifies, no key for its `kid`, a wrong issuer, audience or nonce,
 * a past expiry. Anything else (the provider down, a refused code) stays a plain failure.
 */
const REFUSED_TOKEN_CODES = new Set(['OAUTH_INVALID_RESPONSE', 'OAUTH_KEY_SELECTION_FAILED', 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED']);

/**
 * OpenID Connect through openid-client (docs/decisions.md, "Social sign-in"): discovery once per
 * provider, authorization code flow with PKCE (S256), state and nonce. The library checks the ID
 * token's issuer, audience, expiry and nonce; its signature only with the non-repudiation checks,
 * which are on: OpenID Connect lets a client trust a token from the token endpoint over TLS, but
 * a provider's compromised or misrouted token endpoint (or a plain-http one) must not be enough,
 * so the token must also verify against the JWKS the discovery document names (fetched on first
 * use and kept in memory by the library, fetched again for an unknown `kid` or after 5 minutes).
 */
export function openIdClientSignIn(providers: OidcProviderSettings[]): SocialSignInPort {
  const configs = new Map<SocialProvider, Promise<oidc.Configuration>>();
  const settingsOf = (id: SocialProvider): OidcProviderSettings => {
    const found = providers.find((p) => p.id === id);
    if (!found) throw new Error(`social sign-in provider ${id} is not configured`);
    return found;
  };
  const configOf = (id: SocialProvider): Promise<oidc.Configuration> => {
    let config = configs.get(id);
    if (!config) {
      const p = settingsOf(id);
      // Plain http issuers are refused by configuration in production; they are a local provider's.
      const insecure = new URL(p.issuer).protocol === 'http:';
      const execute = insecure ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks];
      config = oidc.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, { execute });
      // A provider that was down is asked again next time.
      config.catch(() => configs.delete(id));
      configs.set(id, config);
    }
    return config;
  };

  return {
    configured: () => providers.map((p) => ({ id: p.id, label: p.label })),

    async begin(provider, redirectUri) {
      const config = await configOf(provider);
      const checks: AuthorizationChecks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const formPost = answersWithFormPost(provider);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        // Apple knows only `name` and `email` (and then requires form_post); the others the standard scopes.
        scope: formPost ? 'openid email name' : 'openid email profile',
        ...(formPost ? { response_mode: 'form_post' } : {}),
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        // Google: always let the person pick the account rather than reuse one silently.
        ...(provider === 'google' ? { prompt: 'select_account' } : {}),
      });
      return { url: url.href, checks };
    },

    async finish(provider, callbackUrl, checks): Promise<ProviderIdentity> {
      const config = await configOf(provider);
      const tokens = await oidc
        .authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        })
        .catch((e: unknown) => {
          if (e instanceof oidc.ClientError && e.code && REFUSED_TOKEN_CODES.has(e.code)) throw Object.assign(IdentityErrors.socialTokenRefused(), { cause: e });
          throw e;
        });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let facts: Record<string, unknown> = claims;
      // Providers that keep the email out of the ID token give it at userinfo, for the same subject (checked by the library).
      if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        facts = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
      }
      const email = typeof facts.email === 'string' && facts.email.length <= 254 ? facts.email : null;
      // Apple sends "true" as a string; anything else than a plain yes is not a verified email.
      const emailVerified = facts.email_verified === true || facts.email_verified === 'true';
      const name = typeof facts.name === 'string' ? facts.name : null;
      if (claims.sub.length > 255) throw new Error('subject too long');
      return { subject: claims.sub, email, emailVerified, name };
    },
  };
}
