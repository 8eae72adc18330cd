/**
 * The form's own problems and the server's, one per field: the form's message wins where both speak
 * (it knows what was typed, e.g. "12,5x" is not an amount, where the server only saw what was sent).
 */
export function mergeProblems(own: Record<string, string>, fromServer: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...own };
  for (const [field, message] of Object.entries(fromServer)) {
    if (!Object.keys(own).some((k) => k === field || k.startsWith(`${field}.`) || field.startsWith(`${k}.`))) out[field] = message;
  }
  return out;
}
