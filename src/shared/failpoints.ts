/**
 * Named points where a test may make the process die at once (SIGKILL), to prove that a crash
 * between two steps is repaired (issue #13). Armed only by ECLAT_FAILPOINTS (comma-separated names)
 * and never under NODE_ENV=production.
 */
const armed = new Set(process.env.NODE_ENV === 'production' ? [] : (process.env.ECLAT_FAILPOINTS ?? '').split(',').filter(Boolean));

export function failpoint(name: string): void {
  if (armed.has(name)) process.kill(process.pid, 'SIGKILL');
}
