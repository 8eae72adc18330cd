import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64u = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes as Uint8Array).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counter = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
}

/**
 * A passkey authenticator in software (P-256, "none" attestation, user verified), for the server's
 * WebAuthn endpoints without a browser: it answers creation and request options as a platform
 * authenticator would, for the origin it is given.
 */
export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];
  private readonly rpId: string;

  constructor(private readonly origin: string) {
    this.rpId = new URL(origin).hostname;
  }

  create(options: { challenge: string; user: { id: string } }) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const id = randomBytes(16);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x45]), counter(0), Buffer.alloc(16), length, id, Buffer.from(isoCBOR.encode(cose))]);
    const statement = new Map<string, string | Map<string, number> | Uint8Array>([['fmt', 'none'], ['attStmt', new Map<string, number>()], ['authData', new Uint8Array(authData)]]);
    const attestationObject = isoCBOR.encode(statement);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false });
    this.credentials.push({ id, privateKey, userHandle: options.user.id });
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientDataJSON), attestationObject: b64u(attestationObject), transports: ['internal'] },
    };
  }

  /** The assertion of credential `which` (default: the latest) for these request options. */
  get(options: { challenge: string }, which = this.credentials.length - 1) {
    const credential = this.credentials[which];
    if (!credential) throw new Error('no credential');
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x05]), counter(0)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: credential.userHandle },
    };
  }
}
