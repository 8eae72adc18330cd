import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #35: accounts made by the demo seed (development only) are flagged, so that everything the
 * public sees of them (cleaner cards, profiles, reviews) says it is demonstration data, and so that
 * a start can tell a new database (nothing but demo accounts) from one holding real people.
 */
export class IdentityDemoAccounts extends Migration {
  override name = '2026120600-identity-demo-accounts';

  override up(): void {
    this.addSql('alter table identity_users add column is_demo boolean not null default false');
    // The seed's three sign-in accounts of earlier versions are demo accounts too.
    this.addSql(`update identity_users set is_demo = true where email like '%@demo.eclat.local'`);
  }

  override down(): void {
    this.addSql('alter table identity_users drop column is_demo');
  }
}
