import { randomBytes, randomUUID, createHash } from 'node:crypto';

export const newId = (): string => randomUUID();

/** An unguessable token (256 bits, base64url) for sessions and one-time links. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Only hashes of secret tokens are stored, so a database leak does not leak live sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
