import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, checkPassword } from './password-policy.js';

describe('checkPassword', () => {
  it('follows OWASP bounds: 8 to 128 characters', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
  });

  it('refuses 7 characters and accepts 8', () => {
    expect(checkPassword('Zq9#kLm')).toEqual({ field: 'body.password', code: 'fields.password_too_short', params: { min: 8 } });
    expect(checkPassword('Zq9#kLmX')).toBeNull();
  });

  it('accepts 128 characters and refuses 129', () => {
    const base = 'Zq9#kLmXvB2$'.repeat(11);
    expect(checkPassword(base.slice(0, 128))).toBeNull();
    expect(checkPassword(base.slice(0, 129))).toEqual({ field: 'body.password', code: 'fields.password_too_long', params: { max: 128 } });
  });

  it('does not impose composition rules: a long lowercase passphrase is fine', () => {
    expect(checkPassword('correct horse battery staple lantern')).toBeNull();
  });

  it('accepts any characters, accents and emoji included', () => {
    expect(checkPassword('Ça-va-très-bien-🙂')).toBeNull();
  });

  it.each(['password123', 'password', '12345678', 'qwertyuiop', 'iloveyou'])('refuses the common password %s', (pw) => {
    expect(checkPassword(pw)).toEqual({ field: 'body.password', code: 'auth.password_too_common' });
  });

  it('refuses common passwords whatever their case', () => {
    expect(checkPassword('PASSWORD123')?.code).toBe('auth.password_too_common');
    expect(checkPassword('Password123')?.code).toBe('auth.password_too_common');
  });

  it('reports the field it is given', () => {
    expect(checkPassword('short', 'body.newPassword')?.field).toBe('body.newPassword');
    expect(checkPassword('password123', 'body.newPassword')?.field).toBe('body.newPassword');
  });

  it('checks the length before the list (a short common password is "too short")', () => {
    expect(checkPassword('123456')?.code).toBe('fields.password_too_short');
  });
});
