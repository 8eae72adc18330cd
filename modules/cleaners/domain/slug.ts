/**
 * Words that would make /api/cleaners/by-slug/<slug> read like another route of the contract
 * (e.g. /api/cleaners/{cleanerId}/availability); a cleaner named so gets "-2".
 */
const RESERVED = new Set(['availability', 'by-slug', 'me', 'recommended']);

/** Public slugs: the name made URL-safe, then -2, -3 ... until free (the first holder keeps the bare name). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base.slice(0, 60).replace(/-+$/, '') || 'cleaner';
  const free = (s: string) => !taken.has(s) && !RESERVED.has(s);
  if (free(root)) return root;
  for (let n = 2; ; n++) if (free(`${root}-${n}`)) return `${root}-${n}`;
}
