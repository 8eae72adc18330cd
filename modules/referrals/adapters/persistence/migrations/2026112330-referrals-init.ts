import { Migration } from '@mikro-orm/migrations';

export class ReferralsInit extends Migration {
  override name = '2026112330-referrals-init';

  override up(): void {
    this.addSql(`
      create table referral_codes (
        id uuid primary key,
        owner_id uuid not null,
        code text not null check (code = upper(code) and char_length(code) between 4 and 40),
        active boolean not null default true,
        created_at timestamptz not null,
        -- Soft delete: the people referred with a deleted code and their rewards stay.
        deleted_at timestamptz
      )`);
    // Case-insensitive and for ever: a deleted code is never handed out again to someone else.
    this.addSql('create unique index referral_codes_code_key on referral_codes (upper(code))');
    this.addSql('create index referral_codes_owner_idx on referral_codes (owner_id, created_at desc) where deleted_at is null');
    this.addSql(`
      create table referrals (
        id uuid primary key,
        code_id uuid not null references referral_codes (id),
        referrer_id uuid not null,
        referred_id uuid not null,
        referred_role text not null check (referred_role in ('client', 'cleaner')),
        created_at timestamptz not null,
        qualified_at timestamptz,
        check (referrer_id <> referred_id),
        -- One referrer per person, for ever.
        constraint referrals_referred_once unique (referred_id)
      )`);
    this.addSql('create index referrals_referrer_idx on referrals (referrer_id, created_at desc)');
    this.addSql('create index referrals_code_idx on referrals (code_id)');
    this.addSql(`
      create table referral_rewards (
        id uuid primary key,
        referral_id uuid not null references referrals (id),
        user_id uuid not null,
        kind text not null check (kind in ('cash', 'discount')),
        reason text not null check (reason in ('referred_cleaner', 'referred_client', 'welcome')),
        amount_cents integer not null check (amount_cents > 0),
        status text not null check (status in ('pending', 'available', 'reserved', 'used', 'credited', 'expired', 'cancelled')),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        expires_at timestamptz,
        booking_id uuid,
        check ((kind = 'cash') = (reason = 'referred_cleaner')),
        check (status not in ('reserved', 'used') or (kind = 'discount' and booking_id is not null)),
        check (status <> 'credited' or kind = 'cash'),
        check (status not in ('available', 'reserved', 'used') or kind = 'cash' or expires_at is not null),
        -- Each reward of a referral is earned once: a replayed completion changes nothing.
        constraint referral_rewards_once unique (referral_id, reason)
      )`);
    this.addSql('create index referral_rewards_user_idx on referral_rewards (user_id, created_at desc)');
    this.addSql(`create index referral_rewards_spendable_idx on referral_rewards (user_id, expires_at) where status = 'available' and kind = 'discount'`);
    this.addSql(`create index referral_rewards_booking_idx on referral_rewards (booking_id) where status = 'reserved'`);
    this.addSql(`create index referral_rewards_expiry_idx on referral_rewards (expires_at) where status = 'available'`);
  }

  override down(): void {
    this.addSql('drop table if exists referral_rewards');
    this.addSql('drop table if exists referrals');
    this.addSql('drop table if exists referral_codes');
  }
}
