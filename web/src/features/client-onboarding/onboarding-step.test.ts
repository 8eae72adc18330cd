import { describe, expect, it } from 'vitest';
import { destinationAfterOnboarding, resumeStep } from './onboarding-step';

describe('client onboarding progress', () => {
  it('starts with the welcome, then asks the gender, then the first property, then celebrates', () => {
    expect(resumeStep({ welcomed: false, gender: null, propertyCount: 0 })).toBe('welcome');
    expect(resumeStep({ welcomed: true, gender: null, propertyCount: 0 })).toBe('gender');
    expect(resumeStep({ welcomed: true, gender: 'prefer_not_to_say', propertyCount: 0 })).toBe('property');
    expect(resumeStep({ welcomed: true, gender: 'female', propertyCount: 1 })).toBe('celebration');
  });

  it('resumes where the server says, even on another device (no welcome flag)', () => {
    expect(resumeStep({ welcomed: false, gender: 'male', propertyCount: 0 })).toBe('property');
    expect(resumeStep({ welcomed: false, gender: null, propertyCount: 2 })).toBe('gender');
  });

  it('goes to the remembered page, never back into onboarding or sign-in pages', () => {
    expect(destinationAfterOnboarding('/cleaners/marie?x=1')).toBe('/cleaners/marie?x=1');
    expect(destinationAfterOnboarding(null)).toBe('/');
    expect(destinationAfterOnboarding('/client-onboarding')).toBe('/');
    expect(destinationAfterOnboarding('/auth/select-role')).toBe('/');
    expect(destinationAfterOnboarding('//evil.example')).toBe('/');
  });
});
