import { Migration } from '@mikro-orm/migrations';

/**
 * Profile pictures served responsively (issue #15): the stored picture's size and the widths its
 * AVIF/WebP variants exist at. Null without a picture, and for pictures stored before variants,
 * which are served as they are.
 */
export class IdentityAvatarVariants extends Migration {
  override name = '2026112830-identity-avatar-variants';

  override up(): void {
    this.addSql(`
      alter table identity_users add column profile_pic_size jsonb check (profile_pic_size is null or (
        jsonb_typeof(profile_pic_size) = 'object' and (profile_pic_size->>'width')::int between 1 and 10000
        and (profile_pic_size->>'height')::int between 1 and 10000
        and jsonb_typeof(profile_pic_size->'widths') = 'array' and jsonb_array_length(profile_pic_size->'widths') <= 8))`);
    // A size belongs to a picture.
    this.addSql('alter table identity_users add constraint identity_users_pic_size_has_pic check (profile_pic_size is null or profile_pic is not null)');
  }

  override down(): void {
    this.addSql('alter table identity_users drop column profile_pic_size');
  }
}
