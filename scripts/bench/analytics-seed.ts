import pg from 'pg';

/**
 * Bulk load of `bench:analytics` (issue #39): `count` visits over 2025-2026 for `cleaners` cleaners and
 * `clients` clients, and an earning line per completed visit, into a migrated database. Loaded as a
 * migration on a large table would be: the tables' indexes and constraints dropped and built once the
 * rows are in (a sort per index instead of 10 000 000 random inserts into 20 b-trees that do not fit in
 * shared_buffers), the rollups' triggers off (their backfill runs after, timed by the bench),
 * `synchronous_commit` off, chunks of `CHUNK` visits generated in SQL on `jobs` connections at once.
 */
const CHUNK = 500_000;
const TABLES = ['bookings', 'payout_earnings'];

export interface SeedShape {
  count: number;
  cleaners: number;
  clients: number;
  jobs: number;
}

// Visit m of cleaner c (i = c + C m, C cleaners) on day c + 4 (m / 3) of 2025-2026 at 08:00, 12:00 or 16:00: each (day, time) once per
// cleaner while m < 1 095 (m is about 500), so active visits never overlap (the exclusion constraint), and the days spread evenly; statuses
// rotate per visit. Each completed visit has its earning line, written from the rows the insert returns.
const INSERT_CHUNK = `
  with visits as (
    insert into bookings (id, visit_number, series_visits, client_id, cleaner_id, property_id, status, payment_status, cleaning_type, frequency, date, start_minute,
      starts_at, ends_at, duration_minutes, has_pets, pet_kinds, supplies_provided, allow_photos, payment_method, money, total_cents, quote, property_snapshot, checklist,
      requested_at, expires_at, responded_at, punch_in, punch_out, cancellation, created_at, updated_at)
    select gen_random_uuid(), 1, 1,
      ('00000000-0000-4000-8000-' || lpad((i % $4::int)::text, 12, '0'))::uuid,
      ('10000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid,
      gen_random_uuid(), s.status, 'fully_paid', 'regular', 'once', (d at time zone 'America/Toronto')::date, start, d, d + interval '4 hours', 240, false, '[]', false, false, 'card',
      '{}', 13341, '{"serviceFeeCents": 553, "totalCents": 13341}', '{}', '[]',
      d - interval '3 days', d - interval '2 days',
      case when s.status in ('confirmed', 'completed', 'cancelled', 'declined') then d - interval '3 days' + (i % 600) * interval '1 minute' end,
      case when s.status = 'completed' then jsonb_build_object('at', d) end,
      case when s.status = 'completed' then jsonb_build_object('at', d + interval '4 hours') end,
      case when s.status = 'cancelled' then jsonb_build_object('by', (array['client', 'cleaner', 'admin'])[1 + i % 3], 'at', d - interval '1 hour') end,
      d - interval '3 days', d
    from generate_series($1::int, $2::int) as i,
      lateral (select i % $3::int as c, i / $3::int as m) as ids,
      lateral (select 480 + (m % 3) * 240 as start) as slot,
      lateral (select ((date '2025-01-01' + ((c + (m / 3) * 4) % 730)) + start * interval '1 minute') at time zone 'America/Toronto' as d) as day,
      lateral (select (array['completed', 'completed', 'completed', 'completed', 'completed', 'cancelled', 'declined', 'expired', 'confirmed', 'declined_by_client'])[1 + (m + c) % 10] as status) as s
    returning id, cleaner_id, status, date, ends_at
  )
  insert into payout_earnings (id, cleaner_id, kind, booking_id, source_key, service_date, gross_cents, commission_cents, tax_cents, amount_cents, earned_at)
  select gen_random_uuid(), cleaner_id, 'booking', id, 'booking:' || id, date, 12000, 1200, 0, 10800, ends_at from visits where status = 'completed'`;

interface Rebuild {
  /** Plain indexes, and the unique indexes behind primary keys and unique constraints: built `jobs` at a time. */
  indexes: string[];
  /** Then: `alter table … add constraint … using index`, the exclusion constraints, the foreign keys pointing at the tables. */
  constraints: string[];
}

/** Drops the tables' indexes and constraints (and the foreign keys that point at them), and says how to put them back as they were. */
async function dropIndexes(db: pg.Client): Promise<Rebuild> {
  const owned = await db.query<{ tbl: string; name: string; type: string; def: string; indexdef: string | null }>(
    `select conrelid::regclass::text as tbl, conname as name, contype as type, pg_get_constraintdef(oid) as def,
       case when contype in ('p', 'u') then pg_get_indexdef(conindid) end as indexdef
     from pg_constraint where contype in ('p', 'u', 'x', 'f') and (conrelid = any($1::regclass[]) and contype <> 'f' or confrelid = any($1::regclass[]))`,
    [TABLES],
  );
  const plain = await db.query<{ name: string; def: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index i
     where indrelid = any($1::regclass[]) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)`,
    [TABLES],
  );
  const foreign = owned.rows.filter((c) => c.type === 'f');
  const keys = owned.rows.filter((c) => c.type !== 'f');
  for (const c of [...foreign, ...keys]) await db.query(`alter table ${c.tbl} drop constraint ${c.name}`);
  for (const i of plain.rows) await db.query(`drop index ${i.name}`);
  return {
    indexes: [...keys.flatMap((c) => (c.indexdef ? [c.indexdef] : [])), ...plain.rows.map((i) => i.def)],
    constraints: [
      ...keys.map((c) => (c.indexdef ? `alter table ${c.tbl} add constraint ${c.name} ${c.type === 'p' ? 'primary key' : 'unique'} using index ${c.name}` : `alter table ${c.tbl} add constraint ${c.name} ${c.def}`)),
      ...foreign.map((c) => `alter table ${c.tbl} add constraint ${c.name} ${c.def}`),
    ],
  };
}

/** Runs the statements on `clients`, each client taking the next statement when its last one ends. */
async function runOn(clients: pg.Client[], statements: string[]): Promise<void> {
  const queue = [...statements];
  await Promise.all(
    clients.map(async (c) => {
      for (let s = queue.shift(); s !== undefined; s = queue.shift()) await c.query(s);
    }),
  );
}

export async function seedAnalytics(url: string, shape: SeedShape, log: (line: string) => void): Promise<void> {
  const clients = await Promise.all(
    Array.from({ length: shape.jobs }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // Nothing here is worth a flush per commit; index builds get room to sort in memory.
      await c.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; set statement_timeout = 0`);
      return c;
    }),
  );
  const [db] = clients as [pg.Client, ...pg.Client[]];
  try {
    let at = Date.now();
    const seconds = () => ((Date.now() - at) / 1000).toFixed(1);
    for (const t of TABLES) await db.query(`alter table ${t} set (autovacuum_enabled = false)`);
    await db.query('alter table bookings disable trigger bookings_stats_inserted');
    await db.query('alter table payout_earnings disable trigger payout_earnings_stats_inserted');
    const rebuild = await dropIndexes(db);
    let done = 0;
    const chunks: [number, number][] = [];
    for (let from = 1; from <= shape.count; from += CHUNK) chunks.push([from, Math.min(shape.count, from + CHUNK - 1)]);
    await Promise.all(
      clients.map(async (c) => {
        for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
          await c.query(INSERT_CHUNK, [chunk[0], chunk[1], shape.cleaners, shape.clients]);
          done += chunk[1] - chunk[0] + 1;
          log(`  ${done} / ${shape.count} visits (${Math.round(done / ((Date.now() - at) / 1000))} a second)`);
        }
      }),
    );
    log(`rows of ${shape.count} bookings (${shape.cleaners} cleaners, ${shape.clients} clients) and their earnings in ${seconds()} s, ${shape.jobs} connections`);
    at = Date.now();
    await runOn(clients, rebuild.indexes);
    for (const s of rebuild.constraints) await db.query(s);
    log(`${rebuild.indexes.length} indexes and ${rebuild.constraints.length} constraints built in ${seconds()} s`);
    await db.query('alter table bookings enable trigger bookings_stats_inserted');
    await db.query('alter table payout_earnings enable trigger payout_earnings_stats_inserted');
    for (const t of TABLES) await db.query(`alter table ${t} reset (autovacuum_enabled)`);
    at = Date.now();
    // Hint bits and the visibility map (index-only scans), as on a table that has lived; statistics for the planner.
    await runOn(clients, TABLES.map((t) => `vacuum analyze ${t}`));
    log(`vacuum analyze in ${seconds()} s`);
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
