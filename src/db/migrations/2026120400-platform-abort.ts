import { Migration } from '@mikro-orm/migrations';

/**
 * `eclat_abort(code)` raises an error (SQLSTATE P0001, message = code): a single statement that finds
 * its own condition unmet (e.g. not every visit of a request could be attached) undoes all its
 * writes, as a transaction's rollback would, without the BEGIN and COMMIT round trips (issue #24).
 */
export class PlatformAbort extends Migration {
  override name = '2026120400-platform-abort';

  override up(): void {
    this.addSql(`create or replace function eclat_abort(code text) returns integer language plpgsql volatile as $$
      begin
        raise exception using errcode = 'P0001', message = code;
      end $$`);
  }

  override down(): void {
    this.addSql('drop function if exists eclat_abort(text)');
  }
}
