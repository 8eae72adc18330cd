import { Migration } from '@mikro-orm/migrations';

/**
 * Payout holds (issue #36): while a problem report (the cases module) is open on a visit, the
 * cleaner's earning lines of that visit stay out of weekly and instant payouts. One row per held
 * visit; the row goes when the case is decided (in the same transaction as the case's adjustment),
 * so the next run pays what is left payable.
 */
export class PayoutHolds extends Migration {
  override name = '2026120500-payout-holds';

  override up(): void {
    this.addSql(`
      create table payout_holds (
        booking_id uuid primary key,
        cleaner_id uuid not null,
        reason text not null check (reason in ('case_open')),
        case_id uuid not null,
        held_at timestamptz not null
      )`);
    this.addSql('create index payout_holds_cleaner_idx on payout_holds (cleaner_id)');
  }

  override down(): void {
    this.addSql('drop table if exists payout_holds');
  }
}
