// Runs in Node (vitest), reading the locale files the browser loads: every state the screens can
// show has its words in both languages (a missing key would show as "charge.status.x").
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PayoutAccountStatus, PayoutStatus } from '../payouts/api/types';
import type { RequirementKey } from '../payouts/payout-account';
import type { ChargeKind, ChargeStatus, Invoice, Refund } from './api/types';
import type { RemainderState } from './booking-payments';
import { failureKey } from './booking-payments';

// `satisfies Record<Union, true>`: the compiler fails when the contract adds or drops a value.
const all = <T extends string>(set: Record<T, true>): T[] => Object.keys(set) as T[];
const chargeStatuses = all({ pending: true, authorized: true, requires_action: true, succeeded: true, failed: true, canceled: true } satisfies Record<ChargeStatus, true>);
const chargeKinds = all({ deposit: true, remainder: true, cancellation_fee: true } satisfies Record<ChargeKind, true>);
const remainderStates = all({ not_due: true, processing: true, action_required: true, failed: true, due: true, paid: true } satisfies Record<RemainderState, true>);
const refundStatuses = all({ pending: true, succeeded: true, failed: true } satisfies Record<Refund['status'], true>);
const invoiceStatuses = all({ paid: true, partially_refunded: true, refunded: true } satisfies Record<Invoice['status'], true>);
const accountStatuses = all({ none: true, pending_requirements: true, pending: true, active: true, inactive: true, incomplete: true, restricted: true } satisfies Record<PayoutAccountStatus, true>);
const payoutStatuses = all({ pending: true, paid: true, failed: true } satisfies Record<PayoutStatus, true>);
const requirementKeys = all({
  name: true, birthDate: true, address: true, email: true, phone: true, idNumber: true, idDocument: true, additionalDocument: true,
  bankAccount: true, terms: true, businessProfile: true, businessType: true, statementDescriptor: true,
} satisfies Record<RequirementKey, true>);

function load(language: 'fr' | 'en', ns: string): unknown {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../../public/locales/${language}/${ns}.json`, import.meta.url)), 'utf8'));
}

function text(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe.each(['fr', 'en'] as const)('payment and payout words (%s)', (language) => {
  const payments = load(language, 'payments');
  const payouts = load(language, 'payouts');
  const expectText = (tree: unknown, key: string) => expect(typeof text(tree, key), key).toBe('string');

  it('name every charge status and kind, failure and remainder state', () => {
    for (const s of chargeStatuses) expectText(payments, `charge.status.${s}`);
    for (const k of chargeKinds) expectText(payments, `charge.kind.${k}`);
    for (const code of ['declined', 'authentication_required', 'processing_error']) expectText(payments, `charge.failure.${failureKey(code)}`);
    for (const s of remainderStates) expectText(payments, `remainder.state.${s}`);
    for (const s of refundStatuses) expectText(payments, `refunds.status.${s}`);
    for (const s of invoiceStatuses) expectText(payments, `invoices.statuses.${s}`);
  });

  it('name every payout account state, with its explanation, every payout status and every requirement group', () => {
    for (const s of accountStatuses) {
      expectText(payouts, `account.status.${s}`);
      expectText(payouts, `account.explain.${s}`);
    }
    for (const s of payoutStatuses) expectText(payouts, `history.statuses.${s}`);
    for (const k of requirementKeys) expectText(payouts, `requirements.${k}`);
  });

  it('label the three development test cards', () => {
    for (const id of ['success', 'declined', 'authentication']) {
      expectText(payments, `dev.cards.${id}.label`);
      expectText(payments, `dev.cards.${id}.hint`);
    }
  });
});

it('says in French that the development test card charges no money, and the invoice link in the spec words', () => {
  expect(text(load('fr', 'payments'), 'dev.title')).toBe("Carte de test (mode développement\u00a0: aucun argent n'est prélevé)");
  expect(text(load('fr', 'payments'), 'invoice.download')).toBe('Télécharger la facture (PDF)');
  expect(text(load('fr', 'payouts'), 'account.start')).toBe('Configurer mes versements');
  expect(text(load('fr', 'payouts'), 'account.continue')).toBe('Continuer la configuration');
});
