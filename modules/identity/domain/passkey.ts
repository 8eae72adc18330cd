/** A WebAuthn credential (a passkey) registered to an account: its public key, never a secret. */
export class Passkey {
  id!: string;
  userId!: string;
  /** The authenticator's credential id, base64url. */
  credentialId!: string;
  /** The COSE public key, base64url. */
  publicKey!: string;
  /** The authenticator's signature counter (0 for most passkeys, which do not count). */
  counter!: number;
  transports!: string[];
  /** The person's name for it ("Téléphone de Marie"). */
  name!: string;
  /** Synced to several devices (multiDevice) or bound to one (singleDevice). */
  deviceType!: 'singleDevice' | 'multiDevice';
  backedUp!: boolean;
  createdAt!: Date;
  lastUsedAt!: Date | null;
}

export const PASSKEY_NAME_MAX = 60;

/** A passkey's name as shown in settings: trimmed, one space between words, at most 60 characters. */
export function passkeyName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= PASSKEY_NAME_MAX ? name : null;
}
