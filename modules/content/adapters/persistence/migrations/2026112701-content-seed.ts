import { Migration } from '@mikro-orm/migrations';
import { SEED_FAQ } from './content-seed-faq.js';
import { SEED_SERVICES } from './content-seed-services.js';
import { SEED_POSTS } from './content-seed-blog.js';

/** A SQL string literal (standard_conforming_strings is on: only quotes need doubling). */
const lit = (value: string | null): string => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);

/**
 * The launch content (issue #15): the FAQ, the four service pages, three articles and the impact
 * figures. A migration rather than the demo seed because this is the product's own text, needed on
 * every machine including production; from then on it is edited in the console. `down` empties
 * these four tables, console edits included: rolling the seed back means starting without content.
 * Impact figures carry no number: each is computed from the platform's data when the page is read.
 */
export class ContentSeed extends Migration {
  override name = '2026112701-content-seed';

  override up(): void {
    const perCategory = new Map<string, number>();
    for (const f of SEED_FAQ) {
      const position = (perCategory.get(f.category) ?? 0) + 10;
      perCategory.set(f.category, position);
      this.addSql(
        `insert into content_faq_entries (id, category, service, question_fr, question_en, answer_fr, answer_en, position, published, created_at, updated_at)
         values (gen_random_uuid(), ${lit(f.category)}, ${lit(f.service)}, ${lit(f.questionFr)}, ${lit(f.questionEn)}, ${lit(f.answerFr)}, ${lit(f.answerEn)}, ${position}, true, now(), now())`,
      );
    }
    for (const s of SEED_SERVICES) {
      this.addSql(
        `insert into content_service_pages (id, slug, service_type, title_fr, title_en, intro_fr, intro_en, body_fr, body_en, included, duration_min_hours, duration_max_hours, price_from_cents, published, updated_at)
         values (gen_random_uuid(), ${lit(s.slug)}, ${lit(s.serviceType)}, ${lit(s.titleFr)}, ${lit(s.titleEn)}, ${lit(s.introFr)}, ${lit(s.introEn)}, ${lit(s.bodyFr)}, ${lit(s.bodyEn)},
                 ${lit(JSON.stringify(s.included))}::jsonb, ${s.durationMinHours}, ${s.durationMaxHours}, ${s.priceFromCents}, true, now())`,
      );
    }
    for (const p of SEED_POSTS) {
      this.addSql(
        `insert into content_blog_posts (id, slug, category, title_fr, title_en, excerpt_fr, excerpt_en, body_fr, body_en, author_name, published_at, created_at, updated_at)
         values (gen_random_uuid(), ${lit(p.slug)}, ${lit(p.category)}, ${lit(p.titleFr)}, ${lit(p.titleEn)}, ${lit(p.excerptFr)}, ${lit(p.excerptEn)}, ${lit(p.bodyFr)}, ${lit(p.bodyEn)},
                 ${lit(p.authorName)}, date_trunc('hour', now()) - interval '${p.daysAgo} days', now(), now())`,
      );
    }
    const figures: [string, string, string, string, string][] = [
      ['completed_visits', 'Ménages terminés', 'Cleanings completed', 'Visites menées à terme par les personnes de ménage de la plateforme depuis son lancement.', 'Visits completed by the platform’s cleaners since launch.'],
      ['hours_cleaned', 'Heures de ménage', 'Hours of cleaning', 'La durée des visites terminées : autant d’heures rendues aux familles, et payées aux personnes de ménage.', 'The length of completed visits: as many hours given back to families, and paid to cleaners.'],
      ['active_cleaners', 'Personnes de ménage actives', 'Active cleaners', 'Travailleurs autonomes à l’identité vérifiée, visibles dans la recherche aujourd’hui.', 'Self-employed cleaners with a verified identity, listed in search today.'],
      ['cities_served', 'Villes desservies', 'Cities served', 'Municipalités du Québec où au moins une personne de ménage actif se déplace.', 'Quebec municipalities where at least one active cleaner works.'],
      ['published_reviews', 'Avis publiés', 'Published reviews', 'Évaluations laissées par des clients qui ont réellement reçu un ménage.', 'Reviews left by clients who actually had a cleaning.'],
    ];
    figures.forEach(([metric, labelFr, labelEn, descriptionFr, descriptionEn], i) => {
      this.addSql(
        `insert into content_impact_figures (id, metric, label_fr, label_en, description_fr, description_en, position, published, updated_at)
         values (gen_random_uuid(), ${lit(metric)}, ${lit(labelFr)}, ${lit(labelEn)}, ${lit(descriptionFr)}, ${lit(descriptionEn)}, ${(i + 1) * 10}, true, now())`,
      );
    });
  }

  override down(): void {
    for (const table of ['content_impact_figures', 'content_blog_posts', 'content_service_pages', 'content_faq_entries']) this.addSql(`delete from ${table}`);
  }
}
