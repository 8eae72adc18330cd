import { Migration } from '@mikro-orm/migrations';
import { fixFrenchTypography } from '../../../../../src/shared/french-typography.js';
import { SEED_FAQ } from './content-seed-faq.js';
import { SEED_SERVICES } from './content-seed-services.js';
import { SEED_POSTS } from './content-seed-blog.js';

const lit = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** Impact figures' French as the launch seed wrote it, and as it reads now ("une personne … actif" was a mistake). */
const FIGURE_TEXTS: [column: 'label_fr' | 'description_fr', before: string, after: string][] = [
  ['description_fr', 'Municipalités du Québec où au moins une personne de ménage actif se déplace.', 'Municipalités du Québec où au moins une personne de ménage active se déplace.'],
];

/**
 * Issue #35: the launch content (FAQ, service pages, articles, impact figures) in Quebec typography, a
 * no-break space before : and », after «, a narrow one before ; ! ? (src/shared/french-typography.ts):
 * on a phone, /faq left a « alone at the end of a line. Only rows that still hold the launch text
 * are changed: what an admin wrote in the console since is theirs. `down` leaves the spaces: they are
 * typography, not content.
 */
export class ContentTypography extends Migration {
  override name = '2026120900-content-typography';

  override up(): void {
    const fix = (table: string, column: string, before: string, after = fixFrenchTypography(before)) => {
      if (after !== before) this.addSql(`update ${table} set ${column} = ${lit(after)} where ${column} = ${lit(before)}`);
    };
    for (const f of SEED_FAQ) {
      fix('content_faq_entries', 'question_fr', f.questionFr);
      fix('content_faq_entries', 'answer_fr', f.answerFr);
    }
    for (const s of SEED_SERVICES) {
      for (const [column, text] of [['title_fr', s.titleFr], ['intro_fr', s.introFr], ['body_fr', s.bodyFr]] as const) fix('content_service_pages', column, text);
      const included = JSON.stringify(s.included);
      const fixed = JSON.stringify(s.included.map((item) => ({ ...item, fr: fixFrenchTypography(item.fr) })));
      if (fixed !== included) this.addSql(`update content_service_pages set included = ${lit(fixed)}::jsonb where slug = ${lit(s.slug)} and included = ${lit(included)}::jsonb`);
    }
    for (const p of SEED_POSTS) {
      for (const [column, text] of [['title_fr', p.titleFr], ['excerpt_fr', p.excerptFr], ['body_fr', p.bodyFr]] as const) fix('content_blog_posts', column, text);
    }
    for (const [column, before, after] of FIGURE_TEXTS) fix('content_impact_figures', column, before, fixFrenchTypography(after));
  }

  override down(): void {}
}
