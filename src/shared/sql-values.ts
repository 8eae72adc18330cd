/** A timestamp column as read by raw SQL: the driver answers a Date or, through some paths, its ISO text. */
export const sqlDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
