import { HttpError } from 'react-admin';
import type { components } from '../../../web/src/api/schema';

type ErrorBody = components['schemas']['Error'];

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Record<string, unknown>).message === 'string' &&
    typeof (body as Record<string, unknown>).error === 'string'
  );
}

/**
 * react-admin's error for a failed call. The server's `message` is already in
 * the console's language (Accept-Language), so it is shown as is; a body that
 * is not the contract's Error (a proxy's HTML page) falls back to the status.
 */
export function toHttpError(body: unknown, response: Response): HttpError {
  const message = isErrorBody(body)
    ? body.message
    : `${response.status} ${response.statusText}`.trim();
  return new HttpError(message, response.status, body);
}

/** The server's message for one field (`body.reason` ...) when its validation refused it (400 details). */
export function fieldDetail(error: Error, field: string): string | null {
  if (!(error instanceof HttpError) || !isErrorBody(error.body)) return null;
  const found = error.body.details?.find((d) => d.field === field);
  return found?.message ?? null;
}
