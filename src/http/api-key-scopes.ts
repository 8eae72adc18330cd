import type { Next } from 'koa';
import type { AppContext } from '../shared/http-kit.js';
import { HttpError } from './errors.js';
import { findOperation, type CompiledOperation } from './openapi.js';

export type ScopeOf = (method: string, template: string) => string | null;

/**
 * A request made with an API key reaches only the operations its scopes open (docs/decisions.md,
 * "API keys"): the operation is the contract's, its scope comes from the integrations module's table.
 * Public operations answer keys as anyone (their changes are made anonymously); an operation without a scope (keys, password, email,
 * account deletion, anything not in the contract) is refused to every key.
 */
export function apiKeyScopes(ops: CompiledOperation[], scopeOf: ScopeOf) {
  return async (ctx: AppContext, next: Next) => {
    const key = ctx.state.auth?.apiKey;
    if (!key) return next();
    const found = findOperation(ops, ctx.method === 'HEAD' ? 'GET' : ctx.method, ctx.path);
    if (found?.op.isPublic) {
      // A public change (sign out, newsletter, contact form...) is made as anyone, never as the key's owner.
      if (!['GET', 'HEAD'].includes(ctx.method)) ctx.state.auth = null;
      return next();
    }
    if (!found && ctx.path.startsWith('/api/')) {
      // An address the contract does not have is a 404 to a key as to anyone (issue #41: it answered 403
      // operation_not_allowed, which told an integrator their key lacked a right rather than a typo); one
      // it has with other methods is a 405. Nothing behind is reached either way.
      const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => findOperation(ops, m, ctx.path));
      if (!methods.length) throw new HttpError(404, 'not_found');
      ctx.set('Allow', methods.join(', '));
      throw new HttpError(405, 'method_not_allowed');
    }
    const scope = found ? scopeOf(found.op.method, found.op.template) : null;
    if (scope === null) throw new HttpError(403, 'integrations.operation_not_allowed');
    if (scope !== 'any' && !key.scopes.includes(scope)) throw new HttpError(403, 'integrations.missing_scope', { scope });
    await next();
  };
}
