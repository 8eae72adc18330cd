import { Migration } from '@mikro-orm/migrations';

/** Tips (issue #18): one per visit, charged off-session on a saved card, 100 % to the cleaner. */
export class PaymentTips extends Migration {
  override name = '2026120230-payment-tips';

  override up(): void {
    this.addSql(`
      create table payment_tips (
        id uuid primary key,
        -- One tip per visit: a refused attempt is tried again on the same row.
        booking_id uuid not null unique,
        client_id uuid not null,
        cleaner_id uuid not null,
        amount_cents integer not null check (amount_cents > 0),
        status text not null check (status in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled')),
        provider text not null check (provider in ('development', 'stripe')),
        provider_ref text,
        customer_ref text,
        payment_method_ref text,
        -- The browser's key of the latest click: the same click again answers this row, never a second charge.
        request_key text not null,
        failure_code text check (failure_code in ('declined', 'authentication_required', 'error')),
        attempts integer not null default 0 check (attempts >= 0),
        paid_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((status = 'succeeded') = (paid_at is not null))
      )`);
    this.addSql('create index payment_tips_ref_idx on payment_tips (provider_ref) where provider_ref is not null');
    this.addSql('create index payment_tips_client_idx on payment_tips (client_id)');
    this.addSql('create index payment_tips_cleaner_idx on payment_tips (cleaner_id)');
  }

  override down(): void {
    this.addSql('drop table if exists payment_tips');
  }
}
