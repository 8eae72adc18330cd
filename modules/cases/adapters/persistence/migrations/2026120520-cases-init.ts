import { Migration } from '@mikro-orm/migrations';

/**
 * Cases (issue #36): a client's problem report on a finished visit, the cleaner's one answer, an
 * admin's decision (who, when, why). One open case per visit is a partial unique index; the
 * decision's columns are all set or all empty, as the status says.
 */
export class CasesInit extends Migration {
  override name = '2026120520-cases-init';

  override up(): void {
    this.addSql(`
      create table cases (
        id uuid primary key,
        booking_id uuid not null,
        client_id uuid not null,
        cleaner_id uuid not null,
        kind text not null default 'report' check (kind in ('report', 'dispute')),
        -- A card dispute (Stripe's charge.dispute.created): its id, one case per dispute.
        dispute_ref text unique,
        check ((kind = 'dispute') = (dispute_ref is not null)),
        category text not null check (category in ('quality', 'damage', 'missing_item', 'late', 'safety', 'other')),
        description text not null check (length(description) between 10 and 2000),
        wish text check (wish in ('reclean', 'refund')),
        status text not null check (status in ('open', 'answered', 'resolved', 'rejected')),
        reported_at timestamptz not null,
        answer text check (length(answer) between 1 and 2000),
        answered_at timestamptz,
        resolution text check (resolution in ('reclean', 'refund', 'rejected')),
        decision_reason text check (length(decision_reason) between 1 and 1000),
        decided_by uuid,
        decided_at timestamptz,
        refund_cents integer check (refund_cents > 0),
        cleaner_share_cents integer check (cleaner_share_cents >= 0),
        platform_share_cents integer check (platform_share_cents >= 0),
        reclean_booking_id uuid,
        -- Set by the decision flow's refund step, in its transaction: the later steps wait for it.
        refunded_at timestamptz,
        check (refunded_at is null or resolution = 'refund'),
        check ((answer is null) = (answered_at is null)),
        check ((status in ('open', 'answered')) = (resolution is null)),
        check ((resolution is null) = (decided_at is null) and (decided_at is null) = (decided_by is null) and (decided_at is null) = (decision_reason is null)),
        check ((resolution = 'refund') = (refund_cents is not null)),
        check (resolution is distinct from 'rejected' or status = 'rejected')
      )`);
    this.addSql(`create unique index cases_one_open_per_visit on cases (booking_id) where status in ('open', 'answered') and kind = 'report'`);
    this.addSql('create index cases_client_idx on cases (client_id, reported_at desc)');
    this.addSql('create index cases_cleaner_idx on cases (cleaner_id, reported_at desc)');
    this.addSql('create index cases_status_idx on cases (status, reported_at desc)');
    this.addSql(`
      create table case_photos (
        id uuid primary key,
        case_id uuid not null references cases (id),
        storage_key text not null unique,
        content_type text not null,
        size_bytes integer not null check (size_bytes > 0),
        created_at timestamptz not null
      )`);
    this.addSql('create index case_photos_case_idx on case_photos (case_id, created_at)');
  }

  override down(): void {
    this.addSql('drop table if exists case_photos');
    this.addSql('drop table if exists cases');
  }
}
