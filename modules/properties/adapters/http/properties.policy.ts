import { requireAuth, type AppContext, type AuthContext } from '../../../../src/shared/http-kit.js';
import { PropertyErrors } from '../../domain/property.errors.js';

/** Spec section 6: properties are for clients; cleaners, admins and people without a role get 403. */
export function requireClient(ctx: AppContext): AuthContext {
  const auth = requireAuth(ctx);
  if (auth.role !== 'client') throw PropertyErrors.clientsOnly();
  return auth;
}
