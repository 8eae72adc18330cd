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
    const scope = found ? scopeOf(found.op.method, found.op.template) : null;
    if (scope === null) throw new HttpError(403, 'integrations.operation_not_allowed');
    if (scope !== 'any' && !key.scopes.includes(scope)) throw new HttpError(403, 'integrations.missing_scope', { scope });
    await next();
  };
}
