import type { User } from '../../api/types';

/** Spec section 2 (Client onboarding): welcome, gender, first property, celebration, in that order. */
export const ONBOARDING_STEPS = ['welcome', 'gender', 'property', 'celebration'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * Where a client resumes after a reload, from what the server already knows (gender, properties)
 * plus whether they went past the welcome on this device.
 */
export function resumeStep(state: { welcomed: boolean; gender: User['gender']; propertyCount: number }): OnboardingStep {
  if (state.gender === null && state.propertyCount === 0 && !state.welcomed) return 'welcome';
  if (state.gender === null) return 'gender';
  if (state.propertyCount === 0) return 'property';
  return 'celebration';
}

const WELCOMED_KEY = 'eclat.clientOnboarding.welcomed';

export function readWelcomed(userId: string): boolean {
  try {
    return window.localStorage.getItem(`${WELCOMED_KEY}.${userId}`) === '1';
  } catch {
    return false;
  }
}

export function rememberWelcomed(userId: string): void {
  try {
    window.localStorage.setItem(`${WELCOMED_KEY}.${userId}`, '1');
  } catch {
    // Without storage a reload shows the welcome again, which is harmless.
  }
}

const NOT_A_DESTINATION = /^\/(client-onboarding|onboarding|auth|login|register|reset-password|forgot-password)(\/|$|\?)/;

/** After the celebration: the page remembered before onboarding began, else the home page. */
export function destinationAfterOnboarding(lastPath: string | null): string {
  if (!lastPath || !lastPath.startsWith('/') || lastPath.startsWith('//') || NOT_A_DESTINATION.test(lastPath)) return '/';
  return lastPath;
}
