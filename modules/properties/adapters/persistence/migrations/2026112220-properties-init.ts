import { Migration } from '@mikro-orm/migrations';

/** Bounds mirror domain/property.ts (PROPERTY_BOUNDS, PROPERTY_TEXT_MAX); see docs/decisions.md. */
export class PropertiesInit extends Migration {
  override name = '2026112220-properties-init';

  override up(): void {
    this.addSql(`
      create table properties (
        id uuid primary key,
        owner_id uuid not null references identity_users (id),
        name text not null check (char_length(name) between 1 and 80),
        address_line1 text not null check (char_length(address_line1) between 1 and 120),
        city text not null,
        place_id text not null,
        region_id text not null,
        postal_code text not null check (postal_code ~ '^[GHJ][0-9][A-Z] [0-9][A-Z][0-9]$'),
        lat double precision not null check (lat between -90 and 90),
        lng double precision not null check (lng between -180 and 180),
        type text not null check (type in ('house', 'bungalow', 'apartment', 'condo', 'office_space', 'airbnb', 'commercial')),
        bedrooms smallint not null check (bedrooms between 0 and 20),
        bathrooms double precision not null check (bathrooms between 0 and 20 and bathrooms * 2 = trunc(bathrooms * 2)),
        stories smallint not null check (stories between 1 and 10),
        square_feet integer check (square_feet between 100 and 50000),
        parking text check (char_length(parking) <= 300),
        wifi_name text check (char_length(wifi_name) <= 64),
        wifi_password text check (char_length(wifi_password) <= 128),
        supplies_location text check (char_length(supplies_location) <= 300),
        access_instructions text check (char_length(access_instructions) <= 1000),
        trash_location text check (char_length(trash_location) <= 300),
        rooms_to_avoid text check (char_length(rooms_to_avoid) <= 500),
        additional_notes text check (char_length(additional_notes) <= 2000),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        deleted_at timestamptz
      )`);
    this.addSql('create index properties_owner_idx on properties (owner_id, created_at) where deleted_at is null');
  }

  override down(): void {
    this.addSql('drop table properties');
  }
}
