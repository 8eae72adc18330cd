import { Migration } from '@mikro-orm/migrations';

/** Tips (issue #18) are earning lines of their own: 100 % to the cleaner, no commission, no tax, one per visit. */
export class PayoutEarningsTips extends Migration {
  override name = '2026120231-payout-earnings-tips';

  override up(): void {
    this.addSql('alter table payout_earnings drop constraint if exists payout_earnings_kind_check');
    this.addSql(`alter table payout_earnings add constraint payout_earnings_kind_check check (kind in ('booking', 'cancellation_fee', 'referral_reward', 'adjustment', 'tip'))`);
    this.addSql(`alter table payout_earnings add constraint payout_earnings_tip_whole check (kind <> 'tip' or (booking_id is not null and commission_cents = 0 and tax_cents = 0))`);
  }

  override down(): void {
    this.addSql('alter table payout_earnings drop constraint if exists payout_earnings_tip_whole');
    this.addSql('alter table payout_earnings drop constraint if exists payout_earnings_kind_check');
    this.addSql(`alter table payout_earnings add constraint payout_earnings_kind_check check (kind in ('booking', 'cancellation_fee', 'referral_reward', 'adjustment'))`);
  }
}
