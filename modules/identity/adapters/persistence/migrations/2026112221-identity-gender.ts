import { Migration } from '@mikro-orm/migrations';

/** Gender (client onboarding, spec section 3) and the moment a client finished onboarding. */
export class IdentityGender extends Migration {
  override name = '2026112221-identity-gender';

  override up(): void {
    this.addSql(`alter table identity_users add column gender text check (gender in ('male', 'female', 'other', 'prefer_not_to_say'))`);
    this.addSql('alter table identity_users add column client_onboarded_at timestamptz');
  }

  override down(): void {
    this.addSql('alter table identity_users drop column client_onboarded_at');
    this.addSql('alter table identity_users drop column gender');
  }
}
