import * as oidc from 'openid-client';
import type { AuthorizationChecks, ProviderIdentity, SocialSignInPort } from '../application/ports.js';
import { answersWithFormPost, type SocialProvider } from '../domain/sign-in-methods.js';

export interface OidcProviderSettings {
  id: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string | null;
}

/**
 * OpenID Connect through openid-client (docs/decisions.md, "Social sign-in"): discovery once per
 * provider, authorization code flow with PKCE (S256), state and nonce; the ID token's signature,
 * issuer, audience, expiry and nonce are checked by the library before any claim is read.
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
      config = oidc.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
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
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
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
