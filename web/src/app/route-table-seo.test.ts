import { describe, expect, it } from 'vitest';
// The seo module's two pure lists (its index pulls in the server's geography, not for this config).
import { DYNAMIC_PUBLIC_TEMPLATES, STATIC_PUBLIC_PATHS, pagePaths } from '../../../modules/seo/domain/site-pages';
import { isDisallowed } from '../../../modules/seo/domain/robots';
import { memberRoutes, visitorRoutes, type RouteEntry } from './route-table';

/**
 * The sitemap and robots.txt (modules/seo) against this route table: every page a visitor can open is
 * either listed in the sitemap or kept from crawlers, every page only a signed-in person sees is kept
 * from crawlers, and nothing the sitemap lists is disallowed. A page added to the route table fails
 * here until it is put on one side.
 */
const paths = (routes: readonly RouteEntry[]) => [...new Set(routes.map((r) => r.path))];
const SERVICES = /^\/services\/[a-z-]+$/;
const sample = (template: string) => template.replace(/:\w+/g, 'x');

describe('sitemap and robots.txt cover the route table', () => {
  const visitor = paths(visitorRoutes);
  const member = paths(memberRoutes).filter((p) => !visitor.includes(p));

  it('lists every public static page of the route table, and only pages of it', () => {
    for (const p of STATIC_PUBLIC_PATHS) expect(visitor, p).toContain(p);
    const unlisted = visitor.filter((p) => !p.includes(':') && !SERVICES.test(p) && !(STATIC_PUBLIC_PATHS as readonly string[]).includes(p));
    for (const p of unlisted) expect(isDisallowed(p), `${p}: in the sitemap (STATIC_PUBLIC_PATHS) or in robots.txt (DISALLOWED_PATHS)`).toBe(true);
  });

  it('fills in the public pages with a parameter, and keeps crawlers from the others', () => {
    for (const t of DYNAMIC_PUBLIC_TEMPLATES) expect(visitor, t).toContain(t);
    for (const t of visitor.filter((p) => p.includes(':') && !(DYNAMIC_PUBLIC_TEMPLATES as readonly string[]).includes(p))) {
      expect(isDisallowed(sample(t)), `${t}: in the sitemap or in robots.txt`).toBe(true);
    }
    // The paths the sitemap writes are those templates.
    expect(pagePaths.city('trois-rivieres')).toBe('/city/trois-rivieres');
    expect(pagePaths.region('04')).toBe('/region/04');
    expect(pagePaths.cleaner('marie-t')).toBe('/cleaners/marie-t');
    expect(pagePaths.post('fin-de-bail')).toBe('/blog/fin-de-bail');
    expect(visitor).toContain(pagePaths.service('nettoyage-regulier'));
  });

  it('keeps crawlers from every page only signed-in people see, and from none the sitemap lists', () => {
    expect(member.length).toBeGreaterThan(5);
    for (const p of member) expect(isDisallowed(sample(p)), p).toBe(true);
    for (const p of [...STATIC_PUBLIC_PATHS, ...DYNAMIC_PUBLIC_TEMPLATES.map(sample), ...visitor.filter((p) => SERVICES.test(p))]) expect(isDisallowed(p), p).toBe(false);
  });
});
