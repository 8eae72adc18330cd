import { requireRole, type AppContext, type AuthContext } from '../../../../src/shared/http-kit.js';

/**
 * Spec section 6: cleaners set their own availability and calendar. Clients and admins are refused
 * (403); every "me" route works on the caller's own id, so nobody reaches another cleaner's blocks.
 */
export const requireCleaner = (ctx: AppContext): AuthContext => requireRole(ctx, 'cleaner');
