import { randomInt } from 'node:crypto';

/**
 * Codes are read aloud and typed from a phone: no 0/O or 1/I, which people confuse. 32 symbols
 * and 8 characters give 2^40 codes, so a guess almost never lands on a real one.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;

/** A fresh random code (upper case); the database's unique index settles the rare collision. */
export function generateCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return code;
}

/**
 * How a code is stored and matched: codes are case-insensitive, and what people paste often carries
 * spaces around it. Returns null for text that cannot be a code.
 */
export function normalizeCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9-]{4,40}$/.test(code) ? code : null;
}

/** The link a user shares: the public program page, which looks the code up and remembers it. */
export const shareLink = (publicUrl: string, code: string): string => `${publicUrl.replace(/\/+$/, '')}/referral-program?code=${encodeURIComponent(code)}`;
