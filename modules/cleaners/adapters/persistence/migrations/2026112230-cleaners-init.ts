import { Migration } from '@mikro-orm/migrations';

export class CleanersInit extends Migration {
  override name = '2026112230-cleaners-init';

  override up(): void {
    // Keyed by the identity user id: a plain uuid, no foreign key across modules.
    this.addSql(`
      create table cleaners_profiles (
        user_id uuid primary key,
        slug text not null,
        bio text,
        gender text check (gender in ('male', 'female', 'other', 'prefer_not_to_say')),
        languages jsonb not null default '[]',
        experience_level text check (experience_level in ('beginner', 'intermediate', 'expert')),
        experience_years integer check (experience_years between 0 and 60),
        primary_city_id text,
        service_cities jsonb not null default '[]',
        coverage_km integer check (coverage_km > 0),
        equipment jsonb not null default '[]',
        payment_mode text not null default 'hourly' check (payment_mode in ('hourly', 'fixed')),
        fixed_rates jsonb not null default '{}',
        pets jsonb not null default '[]',
        service_types jsonb not null default '[]',
        skills jsonb not null default '[]',
        education text,
        certificates jsonb not null default '[]',
        street text,
        city text,
        province text,
        postal_code text check (postal_code ~ '^[A-Z][0-9][A-Z] [0-9][A-Z][0-9]$'),
        country text not null default 'CA',
        gst_number text check (gst_number ~ '^[0-9]{9}RT[0-9]{4}$'),
        qst_number text check (qst_number ~ '^[0-9]{10}TQ[0-9]{4}$'),
        insurance_expires_on date,
        eco_certification text check (eco_certification in ('pending', 'verified', 'rejected', 'certified')),
        training_acknowledged jsonb not null default '[]',
        quick_start_completed_at timestamptz,
        ready_to_work_completed_at timestamptz,
        full_verification_completed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        -- Steps are done in order.
        check (ready_to_work_completed_at is null or quick_start_completed_at is not null),
        check (full_verification_completed_at is null or ready_to_work_completed_at is not null)
      )`);
    this.addSql('create unique index cleaners_profiles_slug_key on cleaners_profiles (slug)');
    // Search by city: service_cities @> '[{"placeId": "montreal"}]'.
    this.addSql('create index cleaners_profiles_service_cities_idx on cleaners_profiles using gin (service_cities jsonb_path_ops)');
    this.addSql(`
      create table cleaners_documents (
        id uuid primary key,
        cleaner_id uuid not null references cleaners_profiles (user_id) on delete cascade,
        type text not null check (type in ('id', 'background_check', 'insurance', 'certification')),
        status text not null check (status in ('pending', 'approved', 'rejected')),
        rejection_reason text,
        storage_key text not null unique,
        filename text not null,
        content_type text not null,
        size_bytes integer not null check (size_bytes >= 0),
        issued_on date,
        uploaded_at timestamptz not null,
        reviewed_at timestamptz,
        reviewed_by uuid,
        check (status <> 'rejected' or rejection_reason is not null)
      )`);
    this.addSql('create index cleaners_documents_cleaner_idx on cleaners_documents (cleaner_id, uploaded_at)');
    this.addSql("create index cleaners_documents_pending_idx on cleaners_documents (uploaded_at) where status = 'pending'");
    this.addSql(`
      create table cleaners_portfolio_photos (
        id uuid primary key,
        cleaner_id uuid not null references cleaners_profiles (user_id) on delete cascade,
        large_key text not null,
        thumb_key text not null,
        width integer not null,
        height integer not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index cleaners_portfolio_photos_cleaner_idx on cleaners_portfolio_photos (cleaner_id, created_at)');
  }

  override down(): void {
    this.addSql('drop table cleaners_portfolio_photos');
    this.addSql('drop table cleaners_documents');
    this.addSql('drop table cleaners_profiles');
  }
}
