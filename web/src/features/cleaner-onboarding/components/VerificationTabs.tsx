import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleanerProfile } from '../../cleaner-profile/api/types';
import { BusinessForm } from '../../cleaner-profile/components/BusinessForm';
import { DocumentsSection } from '../../cleaner-profile/components/DocumentsSection';
import { TrainingForm } from '../../cleaner-profile/components/TrainingForm';
import { ONBOARDING_TRAINING_MODULES } from '../../cleaner-profile/vocabulary';
import { SellerIdentificationSection } from '../../seller-identification/components/SellerIdentificationSection';

const TABS = ['identity', 'business', 'training'] as const;
type Tab = (typeof TABS)[number];

/** Full verification in three tabs (spec section 2): identity, business, training. ARIA tabs pattern. */
export function VerificationTabs({ profile, onSaved }: { profile: CleanerProfile; onSaved: () => void }) {
  const { t } = useTranslation('cleanerOnboarding');
  const id = useId();
  const [tab, setTab] = useState<Tab>('identity');
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ identity: null, business: null, training: null });

  const onKeyDown = (event: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next = event.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={t('verification.tabsLabel')} className="tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(name)}
          >
            {t(`verification.tabs.${name}`)}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div key={name} role="tabpanel" id={`${id}-panel-${name}`} aria-labelledby={`${id}-tab-${name}`} hidden={tab !== name} className="tabs__panel" tabIndex={0}>
          {tab === name ? (
            <>
              <p>{t(`verification.intro.${name}`)}</p>
              {name === 'identity' ? <DocumentsSection profile={profile} onlyType="id" /> : null}
              {name === 'business' ? (
                <>
                  <BusinessForm profile={profile} submitLabel={t('save')} onSaved={onSaved} />
                  {/* Income Tax Act Part XX: asked here so that a cleaner's first payout is reportable. */}
                  <h3>{t('verification.sellerIdentification')}</h3>
                  <SellerIdentificationSection prefill={profile} />
                </>
              ) : null}
              {name === 'training' ? <TrainingForm profile={profile} modules={ONBOARDING_TRAINING_MODULES} submitLabel={t('save')} onSaved={onSaved} /> : null}
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}
