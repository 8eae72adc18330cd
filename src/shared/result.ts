/** Outcome of a use case: a value or a domain error, never a thrown exception for expected failures. */
export type Result<T, E = import('./domain-error.js').DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
