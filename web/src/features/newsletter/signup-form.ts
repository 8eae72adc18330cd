import type { LegalLanguage } from '../legal/api/types';
import { legalHref } from '../legal/legal-href';

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

/**
 * The consent's links open the terms and the privacy policy in the page's language (issue #41), as
 * the terms prompt's LegalLinks do: `/terms?lang=en` on an English page, `/terms` on a French one.
 */
export function signupLegalLinks(language: LegalLanguage): { terms: string; privacy: string } {
  return { terms: legalHref('terms', language), privacy: legalHref('privacy', language) };
}
