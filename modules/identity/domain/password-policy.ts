import { createRequire } from 'node:module';
import type { FieldIssue } from '../../../src/shared/domain-error.js';

const require = createRequire(import.meta.url);
// Firefox Accounts' list of the most common passwords (from a 10-million-password corpus). Read with the first
// password checked, not at boot: about 2 MB of heap an idle server has no use for (issue #39).
let commonList: { test(password: string): boolean } | null = null;
const common = () => (commonList ??= require('fxa-common-password-list') as { test(password: string): boolean });

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** OWASP: length 8..128, any characters, and refuse passwords attackers try first. */
export function checkPassword(password: string, field = 'body.password'): FieldIssue | null {
  if (password.length < PASSWORD_MIN) return { field, code: 'fields.password_too_short', params: { min: PASSWORD_MIN } };
  if (password.length > PASSWORD_MAX) return { field, code: 'fields.password_too_long', params: { max: PASSWORD_MAX } };
  if (common().test(password) || common().test(password.toLowerCase())) return { field, code: 'auth.password_too_common' };
  return null;
}
