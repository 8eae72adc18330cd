import { describe, expect, it } from 'vitest';
import { ScriptedConnectProvider } from '../testing/scripted-connect.provider.js';
import { attemptWeeklyPayout, ACCOUNT_NOT_READY_MESSAGE } from './payout-attempt.js';
import type { Payout, PayoutRepository, PayoutsDeps, StoredAccount } from './ports.js';
import type { MailMessage } from '../../../src/shared/mailer.js';

const NOW = new Date('2026-11-27T11:00:00Z');

function setup(account: Partial<StoredAccount> | null = {}) {
  const payout: Payout = {
    id: 'p1', cleanerId: 'c1', kind: 'weekly', status: 'pending', week: '2026-W47', runId: 'r1', grossCents: 4200, feeCents: 0, amountCents: 4200,
    idempotencyKey: 'payout:c1:2026-W47', attemptKey: 'payout:c1:2026-W47', attempts: 0, failureMessage: null, destination: null, transferId: null,
    providerPayoutId: null, earningCount: 2, createdAt: NOW, updatedAt: NOW, paidAt: null,
  };
  const stored: StoredAccount | null = account && { cleanerId: 'c1', provider: 'stripe', accountId: 'acct_fake', status: 'active', canReceiveTransfers: true, payoutsEnabled: true, requirements: [], createdAt: NOW, updatedAt: NOW, ...account };
  let row = { ...payout };
  const repo: Pick<PayoutRepository, 'lockPayout' | 'account' | 'updatePayout'> = {
    lockPayout: async () => ({ ...row }),
    account: async () => stored,
    updatePayout: async (p) => void (row = { ...p }),
  };
  const provider = new ScriptedConnectProvider();
  const mails: MailMessage[] = [];
  const emitted: { event: string; key: string; payload: Record<string, unknown> }[] = [];
  const deps = {
    payouts: repo as PayoutRepository,
    tx: { run: (work: () => Promise<unknown>) => work() },
    provider,
    clock: { now: () => NOW },
    accounts: { find: async () => ({ id: 'c1', name: 'Jean Gagnon', email: 'jean@example.com', locale: 'fr', role: 'cleaner' }) },
    mailer: { send: async (m: MailMessage) => void mails.push(m) },
    publicUrl: 'https://eclat.example',
    flows: { emit: async (event: string, key: string, payload: Record<string, unknown>) => void emitted.push({ event, key, payload }) },
  } as unknown as PayoutsDeps;
  const attempt = (retryFailed = true) => attemptWeeklyPayout(deps, 'p1', { skipLocked: true, retryFailed: () => retryFailed });
  return { provider, attempt, row: () => row, mails, emitted };
}

describe('attemptWeeklyPayout', () => {
  it('pays with the payout key on the first attempt', async () => {
    const s = setup();
    await s.attempt();
    expect(s.provider.moves).toEqual([{ call: 'transfer', idempotencyKey: 'payout:c1:2026-W47', amountCents: 4200 }]);
    expect(s.row()).toMatchObject({ status: 'paid', attempts: 1, transferId: 'transfer_1', destination: 'acct_fake', paidAt: NOW, failureMessage: null });
  });

  it('fails on a refusal, then retries with <key>:retry:<n> (Stripe keeps a refused key), and never after it is paid', async () => {
    const s = setup();
    s.provider.script.push({ ok: false, definitive: true, message: 'Insufficient funds' }, { ok: false, definitive: true, message: 'Still insufficient' });
    await s.attempt();
    expect(s.row()).toMatchObject({ status: 'failed', attempts: 1, failureMessage: 'Insufficient funds' });
    await s.attempt();
    expect(s.row()).toMatchObject({ status: 'failed', attempts: 2, attemptKey: 'payout:c1:2026-W47:retry:1' });
    await s.attempt();
    expect(s.row()).toMatchObject({ status: 'paid', attempts: 3, attemptKey: 'payout:c1:2026-W47:retry:2' });
    await s.attempt();
    expect(s.provider.moves.map((m) => m.idempotencyKey)).toEqual(['payout:c1:2026-W47', 'payout:c1:2026-W47:retry:1', 'payout:c1:2026-W47:retry:2']);
  });

  it('emits payouts.payout_paid (integrators’ payout.paid) once, when the payout becomes paid, never for a refusal or a re-run', async () => {
    const s = setup();
    s.provider.script.push({ ok: false, definitive: true, message: 'Insufficient funds' });
    await s.attempt();
    expect(s.emitted).toEqual([]);
    await s.attempt();
    await s.attempt();
    expect(s.emitted).toEqual([
      {
        event: 'payouts.payout_paid',
        key: 'p1:2',
        payload: { payoutId: 'p1', cleanerId: 'c1', kind: 'weekly', week: '2026-W47', grossCents: 4200, feeCents: 0, amountCents: 4200, earningCount: 2, paidAt: NOW.toISOString(), attempt: 2 },
      },
    ]);
  });

  it('keeps the same key after a timeout, because the money may have moved', async () => {
    const s = setup();
    s.provider.script.push({ ok: false, definitive: false, message: 'timeout' });
    await s.attempt();
    expect(s.row()).toMatchObject({ status: 'pending', attempts: 1, failureMessage: 'timeout', attemptKey: 'payout:c1:2026-W47' });
    await s.attempt();
    expect(s.row()).toMatchObject({ status: 'paid', attempts: 2 });
    expect(s.provider.moves.map((m) => m.idempotencyKey)).toEqual(['payout:c1:2026-W47', 'payout:c1:2026-W47']);
  });

  it('leaves a failed payout alone when the caller does not retry failures', async () => {
    const s = setup();
    s.provider.script.push({ ok: false, definitive: true, message: 'no' });
    await s.attempt(false);
    await s.attempt(false);
    expect(s.provider.moves).toHaveLength(1);
    expect(s.row().attempts).toBe(1);
  });

  it.each([
    ['no account', null],
    ['an account that cannot receive transfers', { canReceiveTransfers: false, status: 'restricted' as const }],
    ["an account of the other provider", { provider: 'development' as const }],
  ])('fails without calling the provider for %s', async (_what, account) => {
    const s = setup(account);
    await s.attempt();
    expect(s.provider.moves).toHaveLength(0);
    expect(s.row()).toMatchObject({ status: 'failed', attempts: 1, failureMessage: ACCOUNT_NOT_READY_MESSAGE });
  });

  it('emails the cleaner once when the payout is sent, and once when it first fails (issue #18)', async () => {
    const paid = setup();
    await paid.attempt();
    await paid.attempt();
    expect(paid.mails.map((m) => m.subject.replace(/\u00a0/g, ' '))).toEqual(['Votre paiement de 42,00 $ est envoyé']);
    expect(paid.mails[0]!.text).toContain('Voir mes gains\u00a0: https://eclat.example/profile/payouts');
    const refused = setup();
    refused.provider.script.push({ ok: false, definitive: true, message: 'Insufficient funds' }, { ok: false, definitive: true, message: 'Still insufficient' });
    await refused.attempt();
    await refused.attempt();
    expect(refused.mails.map((m) => m.subject)).toEqual(["Votre paiement n'a pas pu être envoyé"]);
    expect(refused.mails[0]!.text).toContain('Le virement a été refusé.');
    const notReady = setup({ canReceiveTransfers: false });
    await notReady.attempt();
    expect(notReady.mails[0]!.text).toContain('terminez sa configuration');
  });
});
