import { randomBytes, randomUUID, createHash } from 'node:crypto';

export const newId = (): string => randomUUID();

/** An unguessable token (256 bits, base64url) for sessions and one-time links. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Only hashes of secret tokens are stored, so a database leak does not leak live sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A stable UUID for a name (the same name always gives the same id), shaped as version 4 / variant 1 so that every tool takes it. */
export function stableIdOf(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
