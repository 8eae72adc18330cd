import { Migration } from '@mikro-orm/migrations';

const lit = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** The question, as the team wrote it (issue #42): frozen here, edited in the console afterwards. */
export const BILLED_TIME_FAQ = {
  category: 'payment',
  questionFr: 'Si la visite se termine plus tôt, est-ce que je paie moins\u202f?',
  questionEn: 'If the visit ends early, do I pay less?',
  answerFr:
    'Non. Une visite à l’heure est facturée selon la **durée réservée**, même si elle se termine plus tôt\u00a0: la personne de ménage a réservé ce temps pour vous. Elle peut pointer son départ dès que la moitié de ce temps est passée sur place, si le travail est fait. La facture indique la durée réservée (facturée) et l’heure d’arrivée et de départ. Si le travail n’a pas été fait, signalez un problème depuis la page de la réservation après la visite\u00a0: notre équipe examine le dossier et peut vous rembourser.',
  answerEn:
    'No. An hourly visit is billed by the **booked length**, even when it ends earlier: the cleaner set that time aside for you. They may punch out once half of it has been spent on site, if the work is done. The invoice shows the booked length (billed) and the arrival and departure times. If the work was not done, report a problem from the booking page after the visit: our team reviews the case and may refund you.',
};

/**
 * Issue #42: the FAQ says what a visit shorter than booked costs (docs/decisions.md "Billed time"),
 * last of the payment questions. `down` removes it only while it still holds this text.
 */
export class ContentFaqBilledTime extends Migration {
  override name = '2026121000-content-faq-billed-time';

  override up(): void {
    const f = BILLED_TIME_FAQ;
    this.addSql(
      `insert into content_faq_entries (id, category, service, question_fr, question_en, answer_fr, answer_en, position, published, created_at, updated_at)
       select gen_random_uuid(), ${lit(f.category)}, null, ${lit(f.questionFr)}, ${lit(f.questionEn)}, ${lit(f.answerFr)}, ${lit(f.answerEn)},
              least(10000, coalesce((select max(position) from content_faq_entries where category = ${lit(f.category)}), 0) + 10), true, now(), now()
       where not exists (select 1 from content_faq_entries where question_fr = ${lit(f.questionFr)})`,
    );
  }

  override down(): void {
    this.addSql(`delete from content_faq_entries where question_fr = ${lit(BILLED_TIME_FAQ.questionFr)} and answer_fr = ${lit(BILLED_TIME_FAQ.answerFr)}`);
  }
}
