import { describe, expect, it } from 'vitest';
import { signupLegalLinks, signupProblems } from './signup-form';

describe('newsletter sign-up checks (spec section 5)', () => {
  it('needs a valid email and the terms accepted', () => {
    expect(signupProblems({ email: ' ana@example.com ', acceptTerms: true })).toEqual({});
    expect(signupProblems({ email: '', acceptTerms: false })).toEqual({ email: 'emailRequired', acceptTerms: 'termsRequired' });
    expect(signupProblems({ email: 'ana@example', acceptTerms: true })).toEqual({ email: 'emailInvalid' });
    expect(signupProblems({ email: `${'a'.repeat(250)}@b.ca`, acceptTerms: true })).toEqual({ email: 'emailInvalid' });
  });

  it("links the terms and the privacy policy in the page's language (issue #41)", () => {
    expect(signupLegalLinks('en')).toEqual({ terms: '/terms?lang=en', privacy: '/privacy?lang=en' });
    expect(signupLegalLinks('fr')).toEqual({ terms: '/terms', privacy: '/privacy' });
  });
});
