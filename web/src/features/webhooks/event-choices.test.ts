import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, eventTypesFor } from './event-choices';

describe('eventTypesFor', () => {
  it('offers clients every event but the payouts, and cleaners every event but the client’s payments', () => {
    expect(eventTypesFor('client')).not.toContain('payout.paid');
    expect(eventTypesFor('client')).toContain('payment.failed');
    expect(eventTypesFor('cleaner')).toContain('payout.paid');
    expect(eventTypesFor('cleaner')).not.toContain('payment.succeeded');
    expect(eventTypesFor('cleaner')).not.toContain('payment.failed');
    // Everything else is offered to both.
    expect(new Set([...eventTypesFor('client'), ...eventTypesFor('cleaner')])).toEqual(new Set(EVENT_TYPES));
  });
});
