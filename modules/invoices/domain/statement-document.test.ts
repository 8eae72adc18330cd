import { describe, expect, it } from 'vitest';
import { buildStatementDocument, type StatementInput } from './statement-document.js';
import { NBSP } from './money-format.js';

const plain = (s: string) => s.replaceAll(NBSP, ' ');

const input = (over: Partial<StatementInput> = {}): StatementInput => ({
  month: '2026-11',
  locale: 'fr',
  generatedAt: new Date('2026-12-01T15:00:00Z'),
  cleaner: { name: 'Benoît Gagnon', email: 'benoit@example.ca', gstNumber: '123456789RT0001', qstNumber: null },
  data: {
    earnings: [
      { kind: 'booking', bookingId: 'b2', description: 'Grand ménage', grossCents: 20000, commissionCents: 2000, taxCents: 0, amountCents: 18000, earnedAt: new Date('2026-11-20T18:00:00Z') },
      { kind: 'booking', bookingId: 'b1', description: 'Ménage régulier', grossCents: 11050, commissionCents: 1105, taxCents: 1655, amountCents: 11600, earnedAt: new Date('2026-11-06T18:00:00Z') },
    ],
    payouts: [
      { kind: 'weekly', status: 'paid', grossCents: 11600, feeCents: 0, amountCents: 11600, paidAt: new Date('2026-11-13T14:00:00Z') },
      { kind: 'instant', status: 'failed', grossCents: 18000, feeCents: 500, amountCents: 17500, paidAt: null },
    ],
  },
  ...over,
});

describe('buildStatementDocument', () => {
  it('lists earnings by date with totals that add up', () => {
    const doc = buildStatementDocument(input());
    const [earnings] = doc.tables;
    expect(earnings.rows.map((r) => r.cells[0])).toEqual(['6 novembre 2026', '20 novembre 2026']);
    expect(earnings.rows[0]!.cells.map(plain)).toEqual(['6 novembre 2026', 'Ménage régulier', '110,50 $', '-11,05 $', '16,55 $', '116,00 $']);
    expect(earnings.total.amountCents).toBe(29600);
    expect(earnings.total.cells.map(plain)).toEqual(['310,50 $', '-31,05 $', '16,55 $', '296,00 $']);
  });

  it('counts only payouts that reached the cleaner, and lists the others', () => {
    const [, payouts] = buildStatementDocument(input()).tables;
    expect(payouts.rows.map((r) => r.cells[2])).toEqual(['Versé', 'Échoué']);
    expect(payouts.rows[1]!.cells[0]).toBe('—');
    expect(payouts.total.amountCents).toBe(11600);
  });

  it('is written in the cleaner’s language', () => {
    const fr = buildStatementDocument(input());
    expect(fr.heading).toBe(`Relevé mensuel${NBSP}: novembre 2026`);
    expect(fr.filename).toBe('releve-eclat-2026-11.pdf');
    expect(fr.meta[1]!.value).toBe('Benoît Gagnon · benoit@example.ca · No de TPS 123456789RT0001');
    const en = buildStatementDocument(input({ locale: 'en' }));
    expect(en.heading).toBe('Monthly statement: November 2026');
    expect(en.filename).toBe('eclat-statement-2026-11.pdf');
    expect(en.tables[0].rows[0]!.cells).toEqual(['November 6, 2026', 'Ménage régulier', '$110.50', '-$11.05', '$16.55', '$116.00']);
    // Without a description, the kind names the line.
    const bare = buildStatementDocument(input({ locale: 'en', data: { earnings: [{ ...input().data.earnings[0]!, kind: 'referral_reward', description: '' }], payouts: [] } }));
    expect(bare.tables[0].rows[0]!.cells[1]).toBe('Referral reward');
    expect(en.tables[1].rows.map((r) => r.cells[1])).toEqual(['Weekly payout', 'Instant payout']);
  });

  it('says so when a table is empty', () => {
    const doc = buildStatementDocument(input({ data: { earnings: [], payouts: [] } }));
    expect(doc.tables[0].rows).toEqual([]);
    expect(doc.tables[0].empty).toBe('Aucun revenu ce mois-ci.');
    expect(doc.tables[1].total.amountCents).toBe(0);
  });
});
