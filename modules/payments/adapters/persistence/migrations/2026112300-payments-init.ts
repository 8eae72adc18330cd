import { Migration } from '@mikro-orm/migrations';

export class PaymentsInit extends Migration {
  override name = '2026112300-payments-init';

  override up(): void {
    // The provider's customer of each client (Stripe Customer; a development stand-in id without keys).
    this.addSql(`
      create table payment_customers (
        user_id uuid not null,
        provider text not null check (provider in ('development', 'stripe')),
        customer_ref text not null,
        created_at timestamptz not null,
        primary key (user_id, provider),
        unique (provider, customer_ref)
      )`);
    this.addSql(`
      create table payment_cards (
        id uuid primary key,
        user_id uuid not null,
        provider text not null check (provider in ('development', 'stripe')),
        customer_ref text not null,
        payment_method_ref text not null,
        brand text not null,
        last4 char(4) not null check (last4 ~ '^[0-9]{4}$'),
        exp_month smallint not null check (exp_month between 1 and 12),
        exp_year smallint not null,
        -- The same physical card has the same fingerprint across customers (referrals refuse a second account with it).
        fingerprint text not null,
        created_at timestamptz not null,
        deleted_at timestamptz
      )`);
    this.addSql('create unique index payment_cards_kept_uq on payment_cards (user_id, payment_method_ref) where deleted_at is null');
    this.addSql('create index payment_cards_fingerprint_idx on payment_cards (fingerprint)');
    this.addSql(`
      create table payment_charges (
        id uuid primary key,
        booking_id uuid not null,
        client_id uuid not null,
        kind text not null check (kind in ('deposit', 'remainder', 'cancellation_fee')),
        amount_cents integer not null check (amount_cents > 0),
        refunded_cents integer not null default 0 check (refunded_cents between 0 and amount_cents),
        status text not null check (status in ('pending', 'authorized', 'requires_action', 'succeeded', 'failed', 'canceled')),
        provider text not null check (provider in ('development', 'stripe')),
        provider_ref text,
        customer_ref text,
        payment_method_ref text,
        -- The key of the first attempt (deposit:<id>, remainder:<id> ...): a replayed call finds this row, never a second charge.
        idempotency_key text not null unique,
        failure_code text check (failure_code in ('declined', 'authentication_required', 'error')),
        attempts integer not null default 0 check (attempts >= 0),
        -- Scheduled off-session retries done (config.payments.remainderRetryHours), apart from the client's own attempts.
        retries_done integer not null default 0 check (retries_done >= 0),
        first_failed_at timestamptz,
        next_retry_at timestamptz,
        paid_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((status = 'succeeded') = (paid_at is not null)),
        check (refunded_cents = 0 or status = 'succeeded'),
        -- One charge of each kind per booking: retries and on-session payments are attempts of the same charge.
        constraint payment_charges_one_per_kind unique (booking_id, kind)
      )`);
    this.addSql('create index payment_charges_ref_idx on payment_charges (provider_ref) where provider_ref is not null');
    this.addSql(`create index payment_charges_retry_idx on payment_charges (next_retry_at) where next_retry_at is not null`);
    this.addSql(`
      create table payment_refunds (
        id uuid primary key,
        booking_id uuid not null,
        charge_id uuid not null references payment_charges (id),
        amount_cents integer not null check (amount_cents > 0),
        by text not null check (by in ('policy', 'admin')),
        reason text,
        admin_id uuid,
        provider_ref text,
        idempotency_key text not null unique,
        status text not null check (status in ('pending', 'succeeded', 'failed')),
        created_at timestamptz not null,
        check ((by = 'admin') = (admin_id is not null))
      )`);
    this.addSql('create index payment_refunds_booking_idx on payment_refunds (booking_id, created_at)');
    // Stripe's events, stored before the 200 and applied once by the dispatcher (the outbox of the webhook).
    this.addSql(`
      create table payment_webhook_events (
        id text primary key,
        type text not null,
        payload jsonb not null,
        received_at timestamptz not null,
        processed_at timestamptz,
        attempts integer not null default 0,
        last_error text
      )`);
    this.addSql('create index payment_webhook_events_pending_idx on payment_webhook_events (received_at) where processed_at is null');
  }

  override down(): void {
    this.addSql('drop table if exists payment_webhook_events');
    this.addSql('drop table if exists payment_refunds');
    this.addSql('drop table if exists payment_charges');
    this.addSql('drop table if exists payment_cards');
    this.addSql('drop table if exists payment_customers');
  }
}
