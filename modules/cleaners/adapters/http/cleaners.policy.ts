import { requireAuth, requireRole, type AppContext, type AuthContext } from '../../../../src/shared/http-kit.js';

/** Profile, onboarding, documents and portfolio are the cleaner's own: only cleaners reach them. */
export const requireCleaner = (ctx: AppContext): AuthContext => {
  requireAuth(ctx);
  return requireRole(ctx, 'cleaner');
};

/** Review of documents and downloads of anyone's documents: admins only. */
export const requireAdmin = (ctx: AppContext): AuthContext => requireRole(ctx, 'admin');

/** Private files: downloaded, never displayed inline, never sniffed into something else. */
export function sendPrivateFile(ctx: AppContext, file: { data: Buffer; contentType: string; filename: string }): void {
  ctx.set('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.\- ]/g, '_')}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = file.contentType;
  ctx.body = file.data;
}
