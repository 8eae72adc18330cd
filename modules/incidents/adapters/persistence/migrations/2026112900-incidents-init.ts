import { Migration } from '@mikro-orm/migrations';

const list = (values: string[]): string => `array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`;
const KINDS = ['unauthorized_access', 'unauthorized_use', 'unauthorized_disclosure', 'loss', 'other_breach'];
const CATEGORIES = ['identification', 'contact', 'credentials', 'identity_documents', 'background_checks', 'financial', 'location', 'home_access', 'messages', 'photos', 'reviews', 'other'];
const note = (column: string, max: number) => `${column} text check (${column} is null or char_length(${column}) between 1 and ${max})`;

/**
 * The confidentiality incident register (Law 25, s. 3.8) and the history of its edits. What must never
 * break is held here, whatever the application does: an entry is not deleted before its `kept_until`
 * (at least five years after the discovery, the regulation's minimum), a history line is never changed,
 * nor removed while its entry must be kept, and neither table can be truncated.
 */
export class IncidentsInit extends Migration {
  override name = '2026112900-incidents-init';

  override up(): void {
    this.addSql(`
      create table confidentiality_incidents (
        id uuid primary key,
        number integer generated always as identity unique,
        title text not null check (char_length(title) between 3 and 200),
        kinds text[] not null check (cardinality(kinds) between 1 and 5 and kinds <@ ${list(KINDS)}),
        circumstances text not null check (char_length(circumstances) between 10 and 5000),
        occurred_on date not null,
        occurred_until date check (occurred_until >= occurred_on),
        occurrence_estimated boolean not null,
        discovered_on date not null check (discovered_on >= occurred_on),
        information_categories text[] not null check (cardinality(information_categories) <= 12 and information_categories <@ ${list(CATEGORIES)}),
        information_description text not null check (char_length(information_description) between 3 and 2000),
        people_affected integer not null check (people_affected between 0 and 100000000),
        people_affected_estimated boolean not null,
        serious_injury_risk text not null check (serious_injury_risk in ('to_assess', 'yes', 'no')),
        ${note('sensitivity', 2000)},
        ${note('anticipated_consequences', 2000)},
        ${note('misuse_likelihood', 2000)},
        ${note('measures', 5000)},
        commission_notified_on date check (commission_notified_on >= discovered_on),
        ${note('commission_notes', 2000)},
        people_notified_on date check (people_notified_on >= discovered_on),
        people_notice_method text check (people_notice_method in ('email', 'mail', 'phone', 'in_person', 'public_notice', 'other')),
        ${note('people_notice_notes', 2000)},
        ${note('other_notifications', 2000)},
        status text not null check (status in ('open', 'closed')),
        recorded_at timestamptz not null,
        recorded_by uuid not null,
        updated_at timestamptz not null,
        updated_by uuid not null,
        closed_at timestamptz,
        closed_by uuid,
        kept_until date not null check (kept_until >= discovered_on + interval '5 years'),
        version integer not null check (version >= 1),
        check ((people_notified_on is null) = (people_notice_method is null)),
        check ((status = 'closed') = (closed_at is not null)),
        check ((closed_at is null) = (closed_by is null)),
        check (status = 'open' or serious_injury_risk <> 'to_assess'),
        check (status = 'open' or serious_injury_risk <> 'yes' or commission_notified_on is not null)
      )`);
    this.addSql('create index confidentiality_incidents_discovered_idx on confidentiality_incidents (discovered_on desc, number desc)');
    this.addSql(`
      create table confidentiality_incident_history (
        id uuid primary key,
        -- The order lines were written in, even when two share an instant.
        seq bigint generated always as identity,
        incident_id uuid not null references confidentiality_incidents (id),
        changed_at timestamptz not null,
        changed_by uuid not null,
        action text not null check (action in ('created', 'updated', 'closed', 'reopened')),
        changes jsonb not null check (jsonb_typeof(changes) = 'array')
      )`);
    this.addSql('create index confidentiality_incident_history_incident_idx on confidentiality_incident_history (incident_id, seq)');

    this.addSql(`
      create function confidentiality_incidents_keep() returns trigger language plpgsql as $$
      begin
        if old.kept_until >= current_date then
          raise exception 'confidentiality incident % must be kept until % (Law 25 register)', old.number, old.kept_until;
        end if;
        return old;
      end $$`);
    this.addSql('create trigger confidentiality_incidents_keep before delete on confidentiality_incidents for each row execute function confidentiality_incidents_keep()');
    this.addSql(`
      create function confidentiality_incident_history_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and not exists (select 1 from confidentiality_incidents i where i.id = old.incident_id and i.kept_until >= current_date) then
          return old;
        end if;
        raise exception 'the history of the confidentiality incident register is append-only';
      end $$`);
    this.addSql('create trigger confidentiality_incident_history_append_only before update or delete on confidentiality_incident_history for each row execute function confidentiality_incident_history_append_only()');
    this.addSql(`
      create function confidentiality_register_no_truncate() returns trigger language plpgsql as $$
      begin
        raise exception 'the confidentiality incident register cannot be truncated';
      end $$`);
    this.addSql('create trigger confidentiality_incidents_no_truncate before truncate on confidentiality_incidents for each statement execute function confidentiality_register_no_truncate()');
    this.addSql('create trigger confidentiality_incident_history_no_truncate before truncate on confidentiality_incident_history for each statement execute function confidentiality_register_no_truncate()');
  }

  override down(): void {
    this.addSql('drop table if exists confidentiality_incident_history');
    this.addSql('drop table if exists confidentiality_incidents');
    this.addSql('drop function if exists confidentiality_register_no_truncate()');
    this.addSql('drop function if exists confidentiality_incident_history_append_only()');
    this.addSql('drop function if exists confidentiality_incidents_keep()');
  }
}
