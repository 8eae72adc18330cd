import { HttpError } from 'react-admin';

/** react-admin's abort signal, passed on only when there is one (openapi-fetch refuses `undefined`). */
export const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** The server's field issues (`body.code`) as a form's errors by field (`code`), the first per field. */
export function toFormErrors(details: readonly { field: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const d of details) {
    const field = d.field.replace(/^body\./, '').split('.')[0]!;
    if (field && !(field in errors)) errors[field] = d.message;
  }
  return errors;
}

/** An HttpError whose body also carries `errors`, so a pessimistic form puts each message on its field. */
export function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const details = (error.body as { details?: { field: string; message: string }[] } | undefined)?.details;
  if (!details?.length) return error;
  return new HttpError(error.message, error.status, { ...error.body, errors: toFormErrors(details) });
}
