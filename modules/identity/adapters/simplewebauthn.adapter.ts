import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyCeremonies } from '../application/ports.js';

// Loaded with the first passkey ceremony, not at boot: the package and its X.509/ASN.1 stack hold ~4.5 MB
// of heap (~28 MB resident loaded alone) that an idle server has no use for (issue #39).
let webauthn: Promise<typeof import('@simplewebauthn/server')> | null = null;
const loadWebAuthn = () => (webauthn ??= import('@simplewebauthn/server'));

/**
 * WebAuthn through @simplewebauthn/server: passkeys (discoverable credentials) with user verification
 * (the fingerprint, face or device PIN), no attestation asked (privacy; any authenticator is welcome).
 * The relying party is PUBLIC_URL's host; answers are accepted from the site's own origins only.
 */
export function simpleWebAuthnCeremonies(opts: { rpName: string; rpId: string; origins: string[] }): PasskeyCeremonies {
  const toBytes = (s: string) => new Uint8Array(Buffer.from(s, 'base64url'));
  const fail = () => null;
  return {
    async registrationOptions(user, existing) {
      const options = await (await loadWebAuthn()).generateRegistrationOptions({
        rpName: opts.rpName,
        rpID: opts.rpId,
        userName: user.email,
        userDisplayName: user.name,
        // The user handle is the account id: a passkey sign-in finds the account without an email typed.
        userID: new Uint8Array(Buffer.from(user.id)),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return { options, challenge: options.challenge };
    },

    async verifyRegistration(response, challenge) {
      const result = await (await loadWebAuthn()).verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: opts.origins,
        expectedRPID: opts.rpId,
        requireUserVerification: true,
      }).catch(fail);
      if (!result?.verified) return null;
      const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 10),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
      };
    },

    async signInOptions() {
      // No allowCredentials: the browser offers the site's passkeys (and autofill, conditional UI).
      const options = await (await loadWebAuthn()).generateAuthenticationOptions({ rpID: opts.rpId, userVerification: 'required' });
      return { options, challenge: options.challenge };
    },

    async verifySignIn(response, challenge, passkey) {
      const result = await (await loadWebAuthn()).verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: opts.origins,
        expectedRPID: opts.rpId,
        credential: { id: passkey.credentialId, publicKey: toBytes(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
        requireUserVerification: true,
      }).catch(fail);
      return result?.verified ? { counter: result.authenticationInfo.newCounter } : null;
    },
  };
}
