import type { ErrorBody } from './types';

/**
 * A non-2xx answer. `body` is the parsed `Error` schema when the server answered JSON,
 * the raw text when it did not (a proxy's HTML page, for instance), or undefined when empty.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | string | undefined;

  constructor(status: number, body: ErrorBody | string | undefined) {
    super(isErrorBody(body) ? body.message : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return isErrorBody(this.body) ? this.body.error : undefined;
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.error === 'string' || typeof candidate.message === 'string';
}

/** Builds the error thrown by every endpoint function from openapi-fetch's `error` value. */
export function toApiError(response: Response, error: unknown): ApiError {
  if (isErrorBody(error)) return new ApiError(response.status, error);
  if (typeof error === 'string') return new ApiError(response.status, error);
  return new ApiError(response.status, undefined);
}

export interface ErrorTexts {
  /** Shown when the server gave no usable message (or the network failed). */
  fallback: string;
  /** Shown when the server answered something that is not JSON. */
  serverError: string;
}

/**
 * The text to show for a failed call: the server's message (already in the user's language),
 * else its error code, else a server-error text for non-JSON answers, else the fallback.
 */
export function describeError(error: unknown, texts: ErrorTexts): string {
  if (!(error instanceof ApiError)) return texts.fallback;
  const { body } = error;
  if (isErrorBody(body)) {
    if (body.message) return body.message;
    if (body.error) return body.error;
    return texts.fallback;
  }
  if (typeof body === 'string' && body.trim() !== '') return texts.serverError;
  if (error.status >= 500) return texts.serverError;
  return texts.fallback;
}

/**
 * Maps `details[].field` (`body.email`, `body.password`) to form field names.
 * Only fields the form knows are returned, so the caller can fall back to a toast.
 */
export function fieldErrors<F extends string>(error: unknown, knownFields: readonly F[]): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || !isErrorBody(error.body) || !error.body.details) return result;
  for (const detail of error.body.details) {
    const name = detail.field.replace(/^body\./, '');
    const known = knownFields.find((field) => field === name);
    if (known !== undefined && result[known] === undefined) result[known] = detail.message;
  }
  return result;
}
