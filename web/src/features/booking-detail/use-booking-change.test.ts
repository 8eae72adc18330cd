import { describe, expect, it } from 'vitest';
import { refreshedAfterChange } from './api/use-booking-change';
import { paymentKeys } from '../payments/api/keys';
import { bookingKeys } from '../booking/api/keys';

describe('a booking change (issue #42)', () => {
  it("refreshes the booking's payments (\"Reste à payer\" after a cancellation, without a reload), its invoice and the lists", () => {
    const keys = refreshedAfterChange('b1').map((k) => JSON.stringify(k));
    expect(keys).toContain(JSON.stringify(paymentKeys.booking('b1')));
    expect(keys).toContain(JSON.stringify(paymentKeys.invoice('b1')));
    expect(keys).toContain(JSON.stringify(bookingKeys.lists()));
  });
});
