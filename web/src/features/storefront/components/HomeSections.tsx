import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StepArt, type StepArtName } from '../../../components/art/StepArt';
import { usePricingTerms } from '../../pricing/api/get-pricing-terms';
import { Icon, type IconName } from './Illustrations';
import { TrustSignals } from './TrustSignals';
import '../storefront.css';

const STEPS: readonly { key: StepArtName; icon: IconName }[] = [
  { key: 'find', icon: 'search' },
  { key: 'book', icon: 'calendar' },
  { key: 'enjoy', icon: 'sparkle' },
];

/**
 * The home page's how-it-works steps and trust signals (spec section 2), below the hero. Figures come
 * from the terms in force; without them (the API did not answer) the sections stay out of the way.
 */
export function HomeSections() {
  const { t } = useTranslation('storefront');
  const terms = usePricingTerms();
  if (!terms.data) return null;
  return (
    <div className="container sf-home">
      <section className="sf-section" aria-labelledby="home-steps-title">
        <div className="sf-section__head">
          <h2 id="home-steps-title">{t('steps.title')}</h2>
          <p className="sf-section__lead">{t('steps.lead')}</p>
        </div>
        <ol className="sf-grid">
          {STEPS.map(({ key, icon }) => (
            <li key={key} className="sf-card">
              <StepArt step={key} />
              <h3>
                <Icon name={icon} />
                {t(`steps.${key}.title`)}
              </h3>
              <p>{t(`steps.${key}.text`, { hours: terms.data.minimumHours })}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link to="/how-it-works">{t('steps.more')}</Link>
        </p>
      </section>
      <TrustSignals terms={terms.data} headingId="home-trust-title" />
    </div>
  );
}
