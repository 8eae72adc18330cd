export type PaymentOutcome = { ok: true; reference: string } | { ok: false; reason: 'declined' | 'authentication_required' | 'error' };
