import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import { PageHero } from '../components/PageHero';
import { HouseArt, Icon, type IconName } from '../components/Illustrations';
import '../storefront.css';

const VALUES: readonly { key: string; icon: IconName }[] = [
  { key: 'transparency', icon: 'tag' },
  { key: 'respect', icon: 'coins' },
  { key: 'trust', icon: 'shield' },
  { key: 'privacy', icon: 'lock' },
];
const ROOTS = ['french', 'taxes', 'places', 'time'] as const;
const VETTING = ['adult', 'profile', 'identity', 'badges', 'followUp'] as const;

/** /about: who Éclat is, its values, its Quebec roots and how cleaners are vetted. */
export function AboutPage() {
  const { t } = useTranslation('storefront');
  const brand = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const title = t('about.title', { brand });
  usePageTitle(title);
  return (
    <div className="sf-page">
      <PageHero id="about-title" title={title} lead={t('about.lead', { brand })} art={<HouseArt label={t('about.illustration')} />} />
      <div className="container sf-page">
        <section className="sf-section" aria-labelledby="about-mission">
          <h2 id="about-mission">{t('about.mission.title')}</h2>
          <p className="sf-section__lead">{t('about.mission.clients', { brand })}</p>
          <p className="sf-section__lead">{t('about.mission.cleaners')}</p>
        </section>

        <section className="sf-section" aria-labelledby="about-values">
          <h2 id="about-values">{t('about.values.title')}</h2>
          <ul className="sf-grid">
            {VALUES.map(({ key, icon }) => (
              <li key={key} className="sf-card">
                <h3>
                  <Icon name={icon} />
                  {t(`about.values.${key}.title`)}
                </h3>
                <p>{t(`about.values.${key}.text`, { brand })}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="sf-columns">
          <section className="sf-panel" aria-labelledby="about-roots">
            <h2 id="about-roots">{t('about.roots.title')}</h2>
            <ul className="sf-list">
              {ROOTS.map((key) => (
                <li key={key}>{t(`about.roots.${key}`)}</li>
              ))}
              <li>
                {t('about.roots.privacy')} <Link to="/privacy">{t('about.roots.privacyLink')}</Link>
              </li>
            </ul>
          </section>
          <section className="sf-panel" aria-labelledby="about-vetting">
            <h2 id="about-vetting">{t('about.vetting.title')}</h2>
            <ol className="sf-steps">
              {VETTING.map((key) => (
                <li key={key}>
                  <div>
                    <h3>{t(`about.vetting.${key}.title`)}</h3>
                    <p>{t(`about.vetting.${key}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <div className="sf-actions">
          <Link className="btn btn--primary btn--large" to="/cleaners">
            {t('cta.findCleaner')}
          </Link>
          <Link className="btn btn--secondary btn--large" to="/cleaners/join">
            {t('cta.becomeCleaner')}
          </Link>
        </div>
      </div>
    </div>
  );
}
