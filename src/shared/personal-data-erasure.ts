/**
 * One module's part of an account's deletion (Law 25, s. 28.1; docs/decisions.md, "Account deletion").
 * Each module deletes or anonymises what it holds about the person in its own tables, inside the
 * outbox step's transaction, and hands the files of deleted rows to `files.delete` in that same
 * transaction. Steps may run twice (a retry after a failure): each must find nothing left the second time.
 */
export interface ErasureSubject {
  userId: string;
  /** The account's address before it was anonymised (the newsletter and the contact form key by address). */
  email: string;
}

export type PersonalDataEraser = (subject: ErasureSubject) => Promise<void>;
