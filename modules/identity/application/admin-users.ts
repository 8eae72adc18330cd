import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { Role, User, UserStatus } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import type { IdentityDeps, UserListQuery } from './ports.js';

export const listUsers = (deps: IdentityDeps) => (query: UserListQuery) => deps.users.list(query);

export const getUser =
  (deps: IdentityDeps) =>
  async (id: string): Promise<Result<User, DomainError>> => {
    const user = await deps.users.findById(id);
    return user && !user.deletedAt ? ok(user) : err(IdentityErrors.userNotFound());
  };

/** An admin changes a role or suspends/reactivates; suspension ends every session of that user at once. */
export const updateUserByAdmin =
  (deps: IdentityDeps) =>
  async (admin: User, id: string, change: { role?: Role | null; status?: UserStatus }): Promise<Result<User, DomainError>> => {
    const user = await deps.users.findById(id);
    if (!user || user.deletedAt) return err(IdentityErrors.userNotFound());
    const changesRole = change.role !== undefined && change.role !== user.role;
    const changesStatus = change.status !== undefined && change.status !== user.status;
    // An admin locking themselves out (or demoting the last admin by mistake) is not a console action.
    if (user.id === admin.id && (changesRole || changesStatus)) return err(IdentityErrors.cannotSuspendSelf());
    const now = deps.clock.now();
    await deps.tx.run(async () => {
      if (changesRole) user.role = change.role ?? null;
      if (changesStatus) user.status = change.status!;
      user.touch(now);
      await deps.users.flush();
      if (changesStatus && user.status === 'suspended') await deps.sessions.revokeAllOf(user.id, now);
      await deps.onAccountChanged?.(user.id);
    });
    return ok(user);
  };
