import { newId } from '../../../src/shared/ids.js';
import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { Role, User, UserStatus } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import type { IdentityDeps, UserListQuery } from './ports.js';
import { accountReactivatedEmail, accountSuspendedEmail } from './emails.js';

export const listUsers = (deps: IdentityDeps) => (query: UserListQuery) => deps.users.list(query);

export const getUser =
  (deps: IdentityDeps) =>
  async (id: string): Promise<Result<User, DomainError>> => {
    const user = await deps.users.findById(id);
    return user && !user.deletedAt ? ok(user) : err(IdentityErrors.userNotFound());
  };

/**
 * An admin changes a role or suspends/reactivates; suspension ends every session of that user at once.
 * A suspension needs a reason (issue #41): it is kept in the person's history and emailed to them in
 * their language (through the outbox, after the commit); a reactivation is recorded and emailed too.
 */
export const updateUserByAdmin =
  (deps: IdentityDeps) =>
  async (admin: User, id: string, change: { role?: Role | null; status?: UserStatus; reason?: string }): Promise<Result<User, DomainError>> => {
    const user = await deps.users.findById(id);
    if (!user || user.deletedAt) return err(IdentityErrors.userNotFound());
    const changesRole = change.role !== undefined && change.role !== user.role;
    const changesStatus = change.status !== undefined && change.status !== user.status;
    // An admin locking themselves out (or demoting the last admin by mistake) is not a console action.
    if (user.id === admin.id && (changesRole || changesStatus)) return err(IdentityErrors.cannotSuspendSelf());
    const reason = change.reason?.trim() || null;
    if (changesStatus && change.status === 'suspended' && (!reason || reason.length < 3)) return err(IdentityErrors.suspensionReasonRequired());
    const now = deps.clock.now();
    await deps.tx.run(async () => {
      if (changesRole) user.role = change.role ?? null;
      if (changesStatus) user.status = change.status!;
      user.touch(now);
      await deps.users.flush();
      if (changesStatus && user.status === 'suspended') await deps.sessions.revokeAllOf(user.id, now);
      if (changesStatus) {
        await deps.statusHistory.record({ id: newId(), userId: user.id, status: user.status, reason: user.status === 'suspended' ? reason : null, adminId: admin.id, at: now });
        const base = deps.settings.publicUrl;
        await deps.notices.send(user.status === 'suspended' ? accountSuspendedEmail(user.email, user.name, user.locale, reason!, `${base}/contact`) : accountReactivatedEmail(user.email, user.name, user.locale, `${base}/login`));
      }
      await deps.onAccountChanged?.(user.id);
    });
    return ok(user);
  };

/** The person's suspensions and reactivations, newest first (the console's history). */
export const userStatusHistory =
  (deps: IdentityDeps) =>
  async (id: string): Promise<Result<{ status: 'active' | 'suspended'; reason: string | null; adminId: string; adminName: string | null; at: string }[], DomainError>> => {
    const user = await deps.users.findById(id);
    if (!user || user.deletedAt) return err(IdentityErrors.userNotFound());
    const changes = await deps.statusHistory.of(id);
    return ok(changes.map((c) => ({ status: c.status, reason: c.reason, adminId: c.adminId, adminName: c.adminName, at: c.at.toISOString() })));
  };
