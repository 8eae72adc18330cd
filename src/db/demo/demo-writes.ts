import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlannedInvoice } from './demo-visits.js';

/**
 * Bulk writes of the demo world: one INSERT ... SELECT FROM json_populate_recordset per table (the
 * rows' keys are the columns; the others keep their defaults), so thousands of rows cost a few
 * statements. Straight to the modules' tables, as the development seed of cleaners does
 * (src/db/seed-cleaners.ts); whatever has rules beyond a row (search rows, rating aggregates,
 * pictures) goes through the modules afterwards.
 */

type Row = Record<string, unknown>;

/** Rows per statement: keeps each JSON parameter to a few megabytes. */
const CHUNK = 2000;

export async function insertRows(em: EntityManager, table: string, rows: Row[], conflict = 'on conflict do nothing'): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const list = columns.join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    await em.execute(`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ?::json) ${conflict}`, [JSON.stringify(rows.slice(i, i + CHUNK))]);
  }
}

/**
 * Weekly payouts under the run of their week: the seed's run, or the one already there when the
 * database had a run for that week (payout_runs holds one per week).
 */
export async function insertPayouts(em: EntityManager, runs: Row[], payouts: Row[]): Promise<void> {
  await insertRows(em, 'payout_runs', runs);
  if (!payouts.length) return;
  const columns = Object.keys(payouts[0]!).filter((c) => c !== 'run_id');
  await em.execute(
    `insert into payouts (${columns.join(', ')}, run_id)
     select ${columns.map((c) => `r.${c}`).join(', ')}, (select pr.id from payout_runs pr where pr.week = r.week)
       from json_populate_recordset(null::payouts, ?::json) r on conflict do nothing`,
    [JSON.stringify(payouts)],
  );
}

/**
 * Invoices numbered as the invoices module numbers them: per Quebec calendar year, gapless, after
 * the year's last number (its counter row is taken for the transaction), in the order they were issued.
 */
export async function insertInvoices(em: EntityManager, invoices: PlannedInvoice[]): Promise<void> {
  const byYear = new Map<number, PlannedInvoice[]>();
  for (const inv of invoices) byYear.set(inv.year, [...(byYear.get(inv.year) ?? []), inv]);
  const rows: Row[] = [];
  for (const [year, list] of byYear) {
    list.sort((a, b) => (a.row.issued_at as Date).getTime() - (b.row.issued_at as Date).getTime());
    const [counter] = await em.execute<{ last_sequence: number }[]>(
      `insert into invoice_counters (year, last_sequence) values (?, ?)
       on conflict (year) do update set last_sequence = invoice_counters.last_sequence + excluded.last_sequence returning last_sequence`,
      [year, list.length],
    );
    const first = Number(counter!.last_sequence) - list.length + 1;
    list.forEach((inv, k) => {
      const sequence = first + k;
      const number = `ECL-${year}-${String(sequence).padStart(6, '0')}`;
      rows.push({ ...inv.row, year, sequence, number, snapshot: { ...inv.snapshot, number } });
    });
  }
  await insertRows(em, 'invoices', rows);
}
