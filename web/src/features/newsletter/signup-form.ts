/** Client-side checks that mirror the contract and spec section 5 (a valid email and accepted terms). */

export const EMAIL_MAX_LENGTH = 254;

export function emailProblem(value: string): 'emailRequired' | 'emailInvalid' | null {
  const email = value.trim();
  if (!email) return 'emailRequired';
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : 'emailInvalid';
}

export function signupProblems(values: { email: string; acceptTerms: boolean }): { email?: 'emailRequired' | 'emailInvalid'; acceptTerms?: 'termsRequired' } {
  const problems: { email?: 'emailRequired' | 'emailInvalid'; acceptTerms?: 'termsRequired' } = {};
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (!values.acceptTerms) problems.acceptTerms = 'termsRequired';
  return problems;
}
