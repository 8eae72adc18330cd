import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { quebecDate, startVisitSoon } from './support/visits.js';
import { baseUrl, expectAccessible, launchBrowser } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';

/**
 * Issue #18, tipping in the browser on the development provider: a visit paid with the "success"
 * test card is completed through the API; the client opens the booking, leaves a tip of a typed
 * amount on the "Laisser un pourboire" card, and sees it on the receipt as a non-taxable line; the
 * cleaner earns all of it and is emailed.
 */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

interface Tip {
  canTip: boolean;
  tip: { amountCents: number; status: string } | null;
}

describe('tips end to end', () => {
  let browser: Browser;
  let client: Page;
  let cleanerAccount: Account & { slug: string };
  let clientAccount: Account & { property: ClientProperty };
  let bookingId = '';
  const stamp = Date.now();

  beforeAll(async () => {
    cleanerAccount = await listedCleaner(`Maude Pelletier ${stamp}`, `maude-${stamp}@e2e.eclat.local`);
    clientAccount = await clientWithProperty(`Olivier Gagné ${stamp}`, `olivier-${stamp}@e2e.eclat.local`);
    await call('POST', '/api/payments/cards', { token: clientAccount.token, body: { paymentMethodId: 'dev_pm_success' } });
    const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleanerAccount.slug}`)).id;
    const { booking } = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
      token: clientAccount.token,
      body: {
        cleanerId,
        propertyId: clientAccount.property.id,
        cleaningType: 'regular',
        date: quebecDate(new Date(Date.now() + 2 * 86_400_000)),
        time: '09:00',
        durationHours: 4,
        allowPhotos: false,
        paymentMethod: 'card',
        paymentMethodId: 'dev_pm_success',
      },
    });
    bookingId = booking.id;
    await call('POST', `/api/bookings/${bookingId}/accept`, { token: cleanerAccount.token });
    expect(await startVisitSoon(bookingId)).toBe(1);
    const here = { lat: clientAccount.property.address.lat, lng: clientAccount.property.address.lng };
    await call('POST', `/api/bookings/${bookingId}/punch-in`, { token: cleanerAccount.token, body: here });
    expect((await call<{ status: string }>('POST', `/api/bookings/${bookingId}/punch-out`, { token: cleanerAccount.token, body: here })).status).toBe('completed');

    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
    client = await context.newPage();
    client.setDefaultTimeout(10_000);
  });
  afterAll(() => browser?.close());

  it('lets the client tip after the visit and shows the tip on the receipt, not taxable', async () => {
    await client.goto('/login');
    await client.getByLabel('Courriel').fill(clientAccount.email);
    await client.getByLabel('Mot de passe', { exact: true }).fill(clientAccount.password);
    await client.getByRole('button', { name: 'Se connecter' }).last().click();
    await client.getByRole('button', { name: new RegExp(clientAccount.name) }).waitFor();

    await client.goto(`/bookings/${bookingId}`);
    const card = client.getByRole('region', { name: 'Laisser un pourboire' });
    await card.waitFor();
    await expect.poll(() => card.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => plain(await card.textContent())).toContain('se terminant par 4242');
    await expectAccessible(client, 'the tip card');

    await card.getByRole('radio', { name: 'Autre montant' }).check();
    await card.getByLabel('Montant en dollars').fill('12,50');
    await card.getByRole('button', { name: /Confirmer le pourboire de 12,50/ }).click();

    const receipt = client.getByTestId('tip-receipt');
    await receipt.waitFor();
    expect(plain(await receipt.textContent())).toContain('12,50 $');
    expect(plain(await receipt.textContent())).toContain('Non taxable');
    await expect.poll(() => card.count()).toBe(0);
    await expectAccessible(client, 'the tip receipt');

    // The server agrees: one paid tip, all of it the cleaner's earning.
    const tip = await call<Tip>('GET', `/api/bookings/${bookingId}/tip`, { token: clientAccount.token });
    expect(tip).toMatchObject({ canTip: false, tip: { amountCents: 1250, status: 'succeeded' } });
    const earnings = await call<{ items: { kind: string; bookingId: string | null; commissionCents: number; amountCents: number }[] }>('GET', '/api/payouts/me/earnings', { token: cleanerAccount.token });
    expect(earnings.items).toContainEqual(expect.objectContaining({ kind: 'tip', bookingId, commissionCents: 0, amountCents: 1250 }));

    // After a reload the receipt line stays, and the card does not come back.
    await client.reload();
    await client.getByTestId('tip-receipt').waitFor();
    expect(await client.getByRole('region', { name: 'Laisser un pourboire' }).count()).toBe(0);
  });
});
