import type { Role } from '../api/types';

/**
 * The route tables of spec section 2, as data: one for logged-out visitors, one for signed-in
 * people who are not admins, and the admin rules. `route-guard.ts` decides from these tables,
 * `routes.tsx` maps each page id to its (lazy) component.
 */

export type PageId =
  | 'home'
  | 'about'
  | 'homeowners'
  | 'cleaners-join'
  | 'how-it-works'
  | 'terms'
  | 'privacy'
  | 'pricing'
  | 'faq'
  | 'gallery'
  | 'contact'
  | 'impact'
  | 'cleaners'
  | 'cleaner-profile'
  | 'city'
  | 'service-regular'
  | 'service-deep'
  | 'service-moving'
  | 'service-garage'
  | 'referral-program'
  | 'reviews'
  | 'blog'
  | 'blog-post'
  | 'region'
  | 'booking'
  | 'booking-action'
  | 'forgot-password'
  | 'reset-password'
  | 'auth'
  | 'select-role'
  | 'color-scheme-mockup'
  | 'theme-test'
  | 'bookings'
  | 'book'
  | 'profile'
  | 'account'
  | 'account-preview'
  | 'profile-calendar'
  | 'profile-payouts'
  | 'stripe-connect-return'
  | 'stripe-connect-refresh'
  | 'profile-reviews'
  | 'onboarding'
  | 'client-onboarding'
  | 'messages'
  | 'conversation'
  | 'test-messaging'
  | 'properties'
  | 'referrals'
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'not-found';

export type PageRoute = {
  path: string;
  page: PageId;
  /** Only these roles see the page (null = no role chosen yet); others go to `otherwise`. */
  onlyFor?: readonly (Role | null)[];
  otherwise?: string;
};
export type RedirectRoute = { path: string; redirectTo: string };
/** /auth/success: reload for visitors, remembered page for signed-in people. */
export type AuthSuccessRoute = { path: string; authSuccess: true };
export type RouteEntry = PageRoute | RedirectRoute | AuthSuccessRoute;

/** Pages open to everyone who is not an admin. Static paths come before the dynamic ones they overlap. */
const sharedRoutes: readonly RouteEntry[] = [
  { path: '/', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/homeowners', page: 'homeowners' },
  { path: '/cleaners/join', page: 'cleaners-join' },
  { path: '/how-it-works', page: 'how-it-works' },
  { path: '/terms', page: 'terms' },
  { path: '/privacy', page: 'privacy' },
  { path: '/pricing', page: 'pricing' },
  { path: '/faq', page: 'faq' },
  { path: '/gallery', page: 'gallery' },
  { path: '/contact', page: 'contact' },
  { path: '/impact', page: 'impact' },
  { path: '/cleaners', page: 'cleaners' },
  { path: '/cleaners/:slug', page: 'cleaner-profile' },
  { path: '/city/:cityName', page: 'city' },
  { path: '/services/nettoyage-regulier', page: 'service-regular' },
  { path: '/services/nettoyage-profondeur', page: 'service-deep' },
  { path: '/services/nettoyage-demenagement', page: 'service-moving' },
  { path: '/services/nettoyage-garage', page: 'service-garage' },
  // Listed for visitors only in the spec, but the user menu links every signed-in person to it.
  { path: '/referral-program', page: 'referral-program' },
  { path: '/reviews', page: 'reviews' },
  { path: '/blog', page: 'blog' },
  { path: '/blog/:slug', page: 'blog-post' },
  { path: '/region/:regionId', page: 'region' },
  { path: '/bookings/:bookingId', page: 'booking' },
  { path: '/bookings/:id/:action', page: 'booking-action' },
  // Listed for visitors; kept open when signed in so that a reset link from an email still works.
  { path: '/forgot-password', page: 'forgot-password' },
  { path: '/reset-password/:token', page: 'reset-password' },
  // The links of newsletter emails (issue #15): open to everyone, signed in or not.
  { path: '/newsletter/confirm/:token', page: 'newsletter-confirm' },
  { path: '/newsletter/unsubscribe/:token', page: 'newsletter-unsubscribe' },
];

export const visitorRoutes: readonly RouteEntry[] = [
  ...sharedRoutes,
  { path: '/login', page: 'auth' },
  { path: '/auth', page: 'auth' },
  { path: '/register', page: 'auth' },
  { path: '/auth/success', authSuccess: true },
  // Role selection needs an account: a visitor is asked to sign in first.
  { path: '/auth/select-role', page: 'auth' },
];

export const memberRoutes: readonly RouteEntry[] = [
  ...sharedRoutes,
  { path: '/color-scheme-mockup', page: 'color-scheme-mockup' },
  { path: '/theme-test', page: 'theme-test' },
  // Bookings and messages are a client's or a cleaner's (the server answers 403 to anyone else):
  // a person who has not chosen a role yet is sent to choose one (issue #14).
  { path: '/bookings', page: 'bookings', onlyFor: ['client', 'cleaner'], otherwise: '/auth/select-role' },
  { path: '/book/:cleanerSlug', page: 'book' },
  // The account in sections (issue #40); /profile and /account land on the section their anchor names, else the first.
  { path: '/profile', page: 'profile' },
  { path: '/account', page: 'profile' },
  { path: '/account/preview', page: 'account-preview', onlyFor: ['cleaner'], otherwise: '/account' },
  { path: '/account/:section', page: 'account' },
  // Spec section 6: the calendar is the cleaner's; others go to their account page.
  { path: '/profile/calendar', page: 'profile-calendar', onlyFor: ['cleaner'], otherwise: '/profile' },
  // Earnings and payouts are the cleaner's (spec section 6); others go to their account page.
  { path: '/profile/payouts', page: 'profile-payouts', onlyFor: ['cleaner'], otherwise: '/profile' },
  { path: '/profile/reviews', page: 'profile-reviews' },
  // Spec section 2: both end on /profile; the pages first sync the payout account or say the link expired.
  { path: '/profile/stripe-connect/return', page: 'stripe-connect-return', onlyFor: ['cleaner'], otherwise: '/profile' },
  { path: '/profile/stripe-connect/refresh', page: 'stripe-connect-refresh', onlyFor: ['cleaner'], otherwise: '/profile' },
  // Spec section 2: /onboarding is the cleaner's; others have nothing to do there.
  { path: '/onboarding', page: 'onboarding', onlyFor: ['cleaner'], otherwise: '/' },
  // Client onboarding is the client's; a cleaner or a person without a role has nothing to do there.
  { path: '/client-onboarding', page: 'client-onboarding', onlyFor: ['client'], otherwise: '/' },
  { path: '/messages', page: 'messages', onlyFor: ['client', 'cleaner'], otherwise: '/auth/select-role' },
  { path: '/messages/:bookingId', page: 'conversation', onlyFor: ['client', 'cleaner'], otherwise: '/auth/select-role' },
  { path: '/test-messaging', page: 'test-messaging' },
  { path: '/properties', page: 'properties', onlyFor: ['client'], otherwise: '/' },
  { path: '/referrals', page: 'referrals' },
  { path: '/auth/select-role', page: 'select-role' },
  { path: '/auth/success', authSuccess: true },
  { path: '/login', redirectTo: '/profile' },
  { path: '/register', redirectTo: '/profile' },
  // The sign-in page has nothing to offer a signed-in person either.
  { path: '/auth', redirectTo: '/profile' },
];

/** Admins live in the react-admin console served by the server at /admin. */
export const ADMIN_CONSOLE_PATH = '/admin';
export const adminRedirects: readonly RedirectRoute[] = [{ path: '/payouts', redirectTo: '/admin/payouts' }];

/**
 * Spec section 2: no header or footer on the onboarding pages; the role choice that leads to them
 * is treated alike. These pages show the onboarding bar instead (home, language, sign out).
 */
const ONBOARDING_PAGES: ReadonlySet<PageId> = new Set<PageId>(['onboarding', 'client-onboarding', 'select-role']);

export function isOnboardingPage(page: PageId): boolean {
  return ONBOARDING_PAGES.has(page);
}
