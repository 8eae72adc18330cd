import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import type { CleanerProfile, CleanerProfilePatch } from '../api/types';
import { centsToDollars, dollarsToCents } from '../money';
import { SERVICE_TYPES } from '../vocabulary';

type ServiceType = (typeof SERVICE_TYPES)[number];
export type ServiceRateTexts = Record<ServiceType, string>;

export const serviceRateTexts = (profile: CleanerProfile): ServiceRateTexts =>
  Object.fromEntries(SERVICE_TYPES.map((s) => [s, centsToDollars(profile.serviceRates[s])])) as ServiceRateTexts;

/**
 * The patch's serviceRates from the fields: an empty field prices the service at the city's rate
 * again (null); `invalid` receives the fields that are not amounts.
 */
export function serviceRatesPatch(texts: ServiceRateTexts, invalid: (field: string) => void): NonNullable<CleanerProfilePatch['serviceRates']> {
  const patch: NonNullable<CleanerProfilePatch['serviceRates']> = {};
  for (const s of SERVICE_TYPES) {
    if (texts[s].trim() === '') patch[s] = null;
    else {
      const cents = dollarsToCents(texts[s]);
      if (cents === null) invalid(`serviceRates.${s}`);
      else patch[s] = cents;
    }
  }
  return patch;
}

interface Props {
  /** The services the cleaner offers: only those get a field. */
  offered: readonly string[];
  value: ServiceRateTexts;
  onChange: (next: ServiceRateTexts) => void;
  errors: Record<string, string>;
  fixedMode: boolean;
}

/** Issue #40: "basic $25, deep $35, move-out $45", an hourly rate per service where the cleaner wants one. */
export function ServiceRatesFields({ offered, value, onChange, errors, fixedMode }: Props) {
  const { t } = useTranslation('cleanerProfile');
  const shown = SERVICE_TYPES.filter((s) => offered.includes(s));
  return (
    <section className="cleaner-form__group" aria-labelledby="service-rates-title">
      <h3 id="service-rates-title">{t('serviceRates.title')}</h3>
      <p className="field__hint">{t('serviceRates.hint')}</p>
      {fixedMode ? <p className="field__hint">{t('serviceRates.kept')}</p> : null}
      {shown.length === 0 ? (
        <p className="field__hint">{t('serviceRates.noService')}</p>
      ) : (
        <div className="form__grid">
          {shown.map((s) => (
            <TextField
              key={s}
              label={t('serviceRates.label', { service: t(`options.serviceTypes.${s}`) })}
              inputMode="decimal"
              placeholder={t('serviceRates.placeholder')}
              value={value[s]}
              onChange={(ev) => onChange({ ...value, [s]: ev.target.value })}
              error={errors[`serviceRates.${s}`]}
            />
          ))}
        </div>
      )}
    </section>
  );
}
