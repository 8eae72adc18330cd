/** Public slugs: the name made URL-safe, then -2, -3 ... until free (the first holder keeps the bare name). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base.slice(0, 60).replace(/-+$/, '') || 'cleaner';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}
