/**
 * What crawlers may not visit: the console, the API and development pages, and every page that is a
 * signed-in person's, a sign-in form, or reached only through a link with a token. Matched as
 * prefixes (robots.txt rules), so `/profile` covers `/profile/payouts`; `/referrals` does not cover
 * `/referral-program`. web/src/app/route-table-seo.test.ts checks that every page of the web app's
 * route table is either in the sitemap or here.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/dev/',
  '/profile',
  '/account',
  '/bookings',
  '/messages',
  '/properties',
  '/referrals',
  '/book/',
  '/onboarding',
  '/client-onboarding',
  '/auth',
  '/login',
  '/register',
  '/forgot-password',
  '/newsletter/',
  '/reset-password/',
  // Signed-in development pages (docs/decisions.md, "Public pages and the price estimate").
  '/test-messaging',
  '/color-scheme-mockup',
  '/theme-test',
] as const;

/** Would a crawler that obeys robots.txt stay away from this path? */
export const isDisallowed = (path: string): boolean => DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix));

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
