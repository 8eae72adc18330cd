import type { Scope } from './api-key.js';

/**
 * Which scope each operation of openapi.yaml needs when called with an API key (docs/decisions.md,
 * "API keys"). An operation absent from this table is refused to keys (default deny): managing keys,
 * the password, the email address, deleting the account, paying, consents, signing in or out. Public
 * operations (`security: []` in the contract) answer keys as they answer anyone. `any` = every key.
 */
const RULES: Record<string, Scope | 'any'> = {
  'GET /api/users/me': 'any',

  'GET /api/bookings': 'bookings:read',
  'GET /api/bookings/{id}': 'bookings:read',
  'POST /api/bookings/quote': 'bookings:read',
  'GET /api/bookings/{id}/photos/{photoId}': 'bookings:read',
  'GET /api/bookings/{id}/payments': 'bookings:read',
  'GET /api/bookings/{id}/reviews': 'bookings:read',
  'POST /api/bookings': 'bookings:write',
  'POST /api/bookings/{id}/accept': 'bookings:write',
  'POST /api/bookings/{id}/decline': 'bookings:write',
  'POST /api/bookings/{id}/withdraw': 'bookings:write',
  'POST /api/bookings/{id}/cancel': 'bookings:write',
  'POST /api/bookings/{id}/postpone': 'bookings:write',
  'POST /api/bookings/{id}/punch-in': 'bookings:write',
  'POST /api/bookings/{id}/punch-out': 'bookings:write',
  'PUT /api/bookings/{id}/checklist/{taskId}': 'bookings:write',
  'POST /api/bookings/{id}/photos': 'bookings:write',
  'DELETE /api/bookings/{id}/photos/{photoId}': 'bookings:write',

  'GET /api/messages/unread': 'messages:read',
  'GET /api/messages/conversations': 'messages:read',
  'GET /api/messages/{bookingId}': 'messages:read',
  'POST /api/messages/{bookingId}': 'messages:write',
  'POST /api/messages/{bookingId}/read': 'messages:write',

  'GET /api/properties': 'properties:read',
  'GET /api/properties/{id}': 'properties:read',
  'POST /api/properties': 'properties:write',
  'PUT /api/properties/{id}': 'properties:write',
  'DELETE /api/properties/{id}': 'properties:write',
  // A property's address is a suggestion's id, so a key that creates or moves properties needs them (issue #41).
  'GET /api/geo/address-suggestions': 'properties:write',

  'GET /api/invoices': 'invoices:read',
  'GET /api/bookings/{id}/invoice': 'invoices:read',
  'GET /api/bookings/{id}/invoice.pdf': 'invoices:read',

  'GET /api/payouts/me': 'payouts:read',
  'GET /api/payouts/me/earnings': 'payouts:read',
  'GET /api/payouts/me/history': 'payouts:read',
  'GET /api/payouts/me/account': 'payouts:read',
  'GET /api/payouts/me/statements': 'payouts:read',
  'GET /api/payouts/me/statements/{month}.pdf': 'payouts:read',

  'GET /api/events': 'events:read',
};

/** Console operations keys may never reach, whatever their scopes: keys themselves and account management. */
const ADMIN_DENIED = [/^\/api\/admin\/api-keys(\/|$)/, /^\/api\/admin\/users(\/|$)/];

/** The scope an operation (contract template) needs from a key; null: refused to every key. */
export function requiredScope(method: string, template: string): Scope | 'any' | null {
  const rule = RULES[`${method} ${template}`];
  if (rule) return rule;
  if (template.startsWith('/api/admin/') && !ADMIN_DENIED.some((re) => re.test(template))) {
    if (method === 'GET') return 'admin:read';
    if (method !== 'GET') return 'admin:write';
  }
  return null;
}

/** Every rule, for the contract test that holds them against openapi.yaml. */
export const SCOPE_RULES = Object.entries(RULES).map(([op, scope]) => {
  const [method, template] = op.split(' ') as [string, string];
  return { method, template, scope };
});
