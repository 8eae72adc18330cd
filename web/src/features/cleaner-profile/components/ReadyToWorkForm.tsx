import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import type { CleanerProfile, CleanerProfilePatch } from '../api/types';
import { centsToDollars, dollarsToCents } from '../money';
import { EQUIPMENT, PETS, PROPERTY_TYPES, PROVINCES, RATE_BOUNDS } from '../vocabulary';
import { CheckboxGroup } from './CheckboxGroup';
import { NearbyCities } from './NearbyCities';
import { PlacePicker } from './PlacePicker';
import { ServiceRatesFields, serviceRatesPatch, serviceRateTexts } from './ServiceRatesFields';
import { useProfileForm } from './use-profile-form';

type PropertyType = (typeof PROPERTY_TYPES)[number];
type Mode = CleanerProfile['paymentMode'];
interface CityRow {
  placeId: string;
  name: string;
  rate: string;
}

interface Props {
  profile: CleanerProfile;
  submitLabel: string;
  /** Runs after the profile is saved; what it throws is shown like the save's own errors. */
  onSaved: (p: CleanerProfile) => void | Promise<void>;
  /** More fields before the button (onboarding's weekly availability), given the form's field errors. */
  extra?: (errors: Record<string, string>) => ReactNode;
  /** In onboarding, before the step is done: what the step still misses is shown with the rest. */
  forStep?: 'ready-to-work';
}

/** Where, how much and with what: the ready-to-work step, also editable from /profile. */
export function ReadyToWorkForm({ profile, submitLabel, onSaved, extra, forStep }: Props) {
  const { t } = useTranslation('cleanerProfile');
  const form = useProfileForm(onSaved, forStep);
  const [cities, setCities] = useState<CityRow[]>(
    profile.serviceCities.map((c) => ({ placeId: c.placeId, name: profile.placeNames[c.placeId] ?? c.placeId, rate: centsToDollars(c.hourlyRateCents) })),
  );
  const [mode, setMode] = useState<Mode>(profile.paymentMode);
  const [fixed, setFixed] = useState<Record<PropertyType, string>>(
    Object.fromEntries(PROPERTY_TYPES.map((p) => [p, centsToDollars(profile.fixedRates[p])])) as Record<PropertyType, string>,
  );
  const [serviceRates, setServiceRates] = useState(() => serviceRateTexts(profile));
  const [coverage, setCoverage] = useState(profile.coverageKm === null ? '' : String(profile.coverageKm));
  const [equipment, setEquipment] = useState(profile.equipment);
  const [pets, setPets] = useState(profile.pets);
  const [street, setStreet] = useState(profile.address.street ?? '');
  const [city, setCity] = useState(profile.address.city ?? '');
  const [province, setProvince] = useState(profile.address.province ?? 'QC');
  const [postalCode, setPostalCode] = useState(profile.address.postalCode ?? '');
  const e = form.errors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const serviceCities = cities.map((c, i) => {
      const cents = dollarsToCents(c.rate);
      if (cents === null) local[`serviceCities.${i}.hourlyRateCents`] = t('errors.amount');
      // An unreadable amount is sent as the lowest one so the server still checks the rest of the row.
      return { placeId: c.placeId, hourlyRateCents: cents ?? RATE_BOUNDS.hourly.min * 100 };
    });
    const fixedRates: NonNullable<CleanerProfilePatch['fixedRates']> = {};
    for (const p of PROPERTY_TYPES) {
      if (fixed[p].trim() === '') fixedRates[p] = null;
      else {
        const cents = dollarsToCents(fixed[p]);
        if (cents === null) local[`fixedRates.${p}`] = t('errors.amount');
        else fixedRates[p] = cents;
      }
    }
    const serviceRatesChange = serviceRatesPatch(serviceRates, (field) => (local[field] = t('errors.amount')));
    // With the form's own problems, the server's are asked too: all show at once.
    await form.save({
      serviceCities,
      paymentMode: mode,
      fixedRates,
      serviceRates: serviceRatesChange,
      coverageKm: coverage.trim() === '' ? null : Number(coverage),
      equipment,
      pets,
      street: street.trim() || null,
      city: city.trim() || null,
      province: (province || null) as CleanerProfilePatch['province'],
      postalCode: postalCode.trim() || null,
    }, local);
  };

  return (
    <form ref={form.formRef} className="form cleaner-form" onSubmit={onSubmit} noValidate>
      <fieldset className="choice-group">
        <legend className="field__label">{t('fields.paymentMode')}</legend>
        <p className="field__hint">{t('hints.paymentMode')}</p>
        <div className="choice-group__options">
          {(['hourly', 'fixed'] as const).map((m) => (
            <label key={m} className="choice-group__option">
              <input type="radio" name="paymentMode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              <span>{t(`options.paymentMode.${m}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <section className="cleaner-form__group" aria-labelledby="service-cities-title">
        <h3 id="service-cities-title">{t('fields.serviceCities')}</h3>
        <p className="field__hint">{t('hints.hourlyRate', RATE_BOUNDS.hourly)}</p>
        {mode === 'fixed' ? <p className="field__hint">{t('hints.hourlyKept')}</p> : null}
        {e.serviceCities ? <p className="field__error">{e.serviceCities}</p> : null}
        <ul className="city-rates">
          {cities.map((c, i) => (
            <li key={c.placeId} className="city-rates__row">
              <TextField
                label={t('fields.hourlyRateIn', { city: c.name })}
                inputMode="decimal"
                value={c.rate}
                onChange={(ev) => {
                  setCities(cities.map((row, j) => (j === i ? { ...row, rate: ev.target.value } : row)));
                  form.clear(`serviceCities.${i}`);
                }}
                error={e[`serviceCities.${i}.hourlyRateCents`] ?? e[`serviceCities.${i}.placeId`]}
              />
              <button type="button" className="btn btn--secondary" onClick={() => {
                  setCities(cities.filter((_, j) => j !== i));
                  // The rows after it move up: their errors no longer match their index.
                  form.clear('serviceCities');
                }}>
                {t('places.remove', { name: c.name })}
              </button>
            </li>
          ))}
        </ul>
        <PlacePicker
          label={t('places.searchService')}
          excluded={cities.map((c) => c.placeId)}
          onPick={(p) => (setCities([...cities, { placeId: p.id, name: p.name, rate: cities[0]?.rate ?? '' }]), form.clearOnly('serviceCities'))}
        />
        <NearbyCities
          primaryCityId={profile.primaryCityId}
          primaryCityName={profile.primaryCityId ? (profile.placeNames[profile.primaryCityId] ?? null) : null}
          coverageText={coverage}
          chosen={cities.map((c) => c.placeId)}
          onAdd={(p) => (setCities([...cities, { placeId: p.id, name: p.name, rate: cities[0]?.rate ?? '' }]), form.clearOnly('serviceCities'))}
        />
      </section>

      <ServiceRatesFields offered={profile.serviceTypes} value={serviceRates} onChange={setServiceRates} errors={e} fixedMode={mode === 'fixed'} />

      <section className="cleaner-form__group" aria-labelledby="fixed-rates-title">
        <h3 id="fixed-rates-title">{t('fields.fixedRates')}</h3>
        <p className="field__hint">{t('hints.fixedRate', RATE_BOUNDS.fixed)}</p>
        {mode === 'hourly' ? <p className="field__hint">{t('hints.fixedKept')}</p> : null}
        {e.fixedRates ? <p className="field__error">{e.fixedRates}</p> : null}
        <div className="form__grid">
          {PROPERTY_TYPES.map((p) => (
            <TextField key={p} label={t(`options.propertyTypes.${p}`)} inputMode="decimal" value={fixed[p]} onChange={(ev) => (setFixed({ ...fixed, [p]: ev.target.value }), (form.clear(`fixedRates.${p}`), form.clearOnly('fixedRates')))} error={e[`fixedRates.${p}`]} />
          ))}
        </div>
      </section>

      <TextField label={t('fields.coverageKm')} type="number" inputMode="numeric" min={1} max={200} value={coverage} onChange={(ev) => (setCoverage(ev.target.value), form.clear('coverageKm'))} error={e.coverageKm} hint={t('hints.coverageKm')} />
      <CheckboxGroup legend={t('fields.equipment')} options={EQUIPMENT} labelOf={(x) => t(`options.equipment.${x}`)} value={equipment} onChange={setEquipment} error={e.equipment} />
      <CheckboxGroup legend={t('fields.pets')} options={PETS} labelOf={(x) => t(`options.pets.${x}`)} value={pets} onChange={setPets} error={e.pets} hint={t('hints.pets')} />

      <section className="cleaner-form__group" aria-labelledby="address-title">
        <h3 id="address-title">{t('fields.address')}</h3>
        <TextField label={t('fields.street')} value={street} onChange={(ev) => (setStreet(ev.target.value), form.clear('street'))} error={e.street} autoComplete="address-line1" />
        <div className="form__grid">
          <TextField label={t('fields.city')} value={city} onChange={(ev) => (setCity(ev.target.value), form.clear('city', 'postalCode'))} error={e.city} autoComplete="address-level2" />
          <SelectField label={t('fields.province')} value={province} onChange={(ev) => (setProvince(ev.target.value), form.clear('province'))} error={e.province} autoComplete="address-level1">
            {PROVINCES.map((p) => (
              <option key={p} value={p}>
                {t(`options.provinces.${p}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('fields.postalCode')} value={postalCode} onChange={(ev) => (setPostalCode(ev.target.value), form.clear('postalCode'))} error={e.postalCode} autoComplete="postal-code" autoCapitalize="characters" spellCheck={false} hint={t('hints.postalCode')} />
        </div>
      </section>
      {extra?.(e)}
      <div className="form__row">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
