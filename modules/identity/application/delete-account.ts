import { newId } from '../../../src/shared/ids.js';
import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { User } from '../domain/user.js';
import type { Locale } from '../../../src/shared/locale.js';
import { formatDateTime } from '../../../src/shared/datetime-format.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { avatarFilesOf } from './avatar-picture.js';
import { accountDeletedEmail } from './emails.js';
import type { IdentityDeps } from './ports.js';

/**
 * Started in the deletion's transaction (the outbox): every module then deletes or anonymises what it
 * holds about the person (src/flows/account-deletion-flows.ts, docs/decisions.md "Account deletion").
 */
export const ACCOUNT_DELETED = 'identity.account_deleted';

/** The address is the one before anonymisation; the outbox forgets the payload once the steps are done. */
export interface AccountDeleted {
  userId: string;
  email: string;
}

/** The word the user must type, exactly, to confirm (spec section 5). */
export const DELETION_WORD = 'SUPPRIMER';

export const deleteAccount =
  (deps: IdentityDeps) =>
  async (user: User, confirmation: string, locale: Locale = user.locale): Promise<Result<void, DomainError>> => {
    if (confirmation.trim() !== DELETION_WORD) return err(IdentityErrors.deletionNotConfirmed());
    // Open visits first (docs/decisions.md, "Account deletion"): a deleted cleaner could not come, nor a
    // deleted client's card (deleted at Stripe) pay; the person cancels them or lets them end, then deletes.
    const open = (await deps.openVisits?.(user.id)) ?? [];
    if (open.length) return err(IdentityErrors.openVisits(open.map((v) => ({ id: v.id, when: formatDateTime(v.startsAt, locale) }))));
    const now = deps.clock.now();
    const picture = avatarFilesOf(user);
    const deleted: AccountDeleted = { userId: user.id, email: user.email };
    // Written before the anonymisation: to the former address, in the person's language (issue #42).
    const farewell = accountDeletedEmail(user.email, user.name, user.locale);
    await deps.tx.run(async () => {
      await deps.notices.send(farewell);
      user.anonymise(now);
      await deps.users.flush();
      await deps.sessions.revokeAllOf(user.id, now);
      await deps.resets.invalidateAllOf(user.id, now);
      await deps.onAccountChanged?.(user.id);
      await deps.fileDisposal.dispose(picture);
      // A fresh key: the outbox row outlives the account for a week and must not name it.
      await deps.flows?.emit(ACCOUNT_DELETED, newId(), { ...deleted });
    });
    return ok(undefined);
  };
