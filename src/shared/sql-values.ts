/** A timestamp column as read by raw SQL: the driver answers a Date or, through some paths, its ISO text. */
export const sqlDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * A large JSON value as a raw SQL parameter, read in the statement as `convert_from(?::bytea, 'utf8')::json`.
 * The ORM writes parameters into the SQL text and escapes a string one character at a time (a 1 MB
 * batch of rows took ~100 ms and most of a bulk seed's garbage collection); bytes go in as hex, natively.
 */
export const jsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), 'utf8');
