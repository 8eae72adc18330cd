import { ApiError, isErrorBody } from '../../api/api-error';

/** A 400's details by field path (`serviceCities.0.hourlyRateCents`), first message per field. */
export function issuesByField(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || !isErrorBody(error.body) || !error.body.details) return out;
  for (const d of error.body.details) {
    const key = d.field.replace(/^body\./, '');
    out[key] ??= d.message;
  }
  return out;
}
