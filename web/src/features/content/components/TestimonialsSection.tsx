import { useTranslation } from 'react-i18next';
import { useTestimonials } from '../api/list-testimonials';
import type { ContentLanguage, Testimonial } from '../api/types';
import { useContentLanguage } from '../api/use-content-language';
import '../content.css';
import '../testimonials-section.css';

/** The cleaning types a testimonial's review may be about (the label is left out for any other). */
const CLEANING_TYPES = ['regular', 'deep', 'move_in_out', 'garage', 'office', 'airbnb'] as const;
const isKnownType = (type: string): type is (typeof CLEANING_TYPES)[number] => (CLEANING_TYPES as readonly string[]).includes(type);

/**
 * The home page's testimonials (issue #15): quotes from published client reviews whose authors
 * agreed, chosen and ordered in the console. Nothing at all while there are none (or the API did not
 * answer): no empty heading, no made-up quotes. Its texts load only once there is something to show.
 */
export function TestimonialsSection() {
  const testimonials = useTestimonials();
  const pageLanguage = useContentLanguage();
  if (!testimonials.data?.length) return null;
  return <TestimonialsList items={testimonials.data} pageLanguage={pageLanguage} />;
}

function TestimonialsList({ items, pageLanguage }: { items: Testimonial[]; pageLanguage: ContentLanguage }) {
  const { t } = useTranslation('content');
  return (
    <section className="container home-testimonials" aria-labelledby="home-testimonials-title">
      <div className="home-testimonials__head">
        <h2 id="home-testimonials-title">{t('testimonials.title')}</h2>
        <p className="home-testimonials__lead">{t('testimonials.lead')}</p>
      </div>
      <ul className="testimonials">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="card testimonial">
              <blockquote lang={item.lang}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__author">{item.authorName}</span>
                {isKnownType(item.cleaningType) ? <span className="home-testimonials__type">{t(`testimonials.types.${item.cleaningType}`)}</span> : null}
                <span className="testimonial__rating" role="img" aria-label={t('testimonials.rating', { count: item.rating })}>
                  {'★'.repeat(item.rating)}
                  {'☆'.repeat(Math.max(0, 5 - item.rating))}
                </span>
                <LanguageNote item={item} pageLanguage={pageLanguage} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The staff's translation is said so; an untranslated quote in the other language says which it is. */
function LanguageNote({ item, pageLanguage }: { item: Testimonial; pageLanguage: ContentLanguage }) {
  const { t } = useTranslation('content');
  let note: string | null = null;
  if (item.translated) note = item.lang === 'en' ? t('testimonials.translatedFromFr') : t('testimonials.translatedFromEn');
  else if (item.lang !== pageLanguage) note = item.lang === 'en' ? t('testimonials.writtenInEn') : t('testimonials.writtenInFr');
  return note ? <span className="testimonial__translated">{note}</span> : null;
}
