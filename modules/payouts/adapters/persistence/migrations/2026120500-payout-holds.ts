import { Migration } from '@mikro-orm/migrations';

/**
 * Payout holds (issue #36): while a problem report (the cases module) is open on a visit, the
 * cleaner's earning lines of that visit stay out of weekly and instant payouts. One row per held
 * case (a visit held by two cases stays held until both are settled); the row goes when the case is decided (in the same transaction as the case's adjustment),
 * so the next run pays what is left payable.
 */
export class PayoutHolds extends Migration {
  override name = '2026120500-payout-holds';

  override up(): void {
    this.addSql(`
      create table payout_holds (
        case_id uuid primary key,
        booking_id uuid not null,
        cleaner_id uuid not null,
        reason text not null check (reason in ('case_open')),
        held_at timestamptz not null
      )`);
    // A visit may be held by two cases at once (a report and a card dispute): it stays held until both are settled.
    this.addSql('create index payout_holds_booking_idx on payout_holds (booking_id)');
    this.addSql('create index payout_holds_cleaner_idx on payout_holds (cleaner_id)');
  }

  override down(): void {
    this.addSql('drop table if exists payout_holds');
  }
}
