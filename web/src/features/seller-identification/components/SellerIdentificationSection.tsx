import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withColon } from '../../../lib/label';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useToast } from '../../../components/toast/toast-context';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { issuesByField } from '../../cleaner-profile/field-issues';
import { PROVINCES } from '../../cleaner-profile/vocabulary';
import { useDeclareMySellerIdentification } from '../api/declare-my-seller-identification';
import { useMySellerIdentification, type SellerIdentification } from '../api/get-my-seller-identification';
import { initialDraft, missingFields, toInput, type IdentificationDraft, type Prefill } from '../identification-form';
import '../../cleaner-profile/cleaner-profile.css';

/**
 * The identification Éclat must report for every cleaner it pays (Income Tax Act Part XX and Revenu
 * Québec), asked with the reason, on the profile page and in the onboarding's business tab.
 */
export function SellerIdentificationSection({ prefill }: { prefill: Prefill | null }) {
  const { t } = useTranslation('sellerIdentification');
  const describe = useDescribeError();
  const query = useMySellerIdentification();
  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data) return <p role="alert">{describe(query.error, t('loadFailed'))}</p>;
  return <IdentificationForm current={query.data} prefill={prefill} />;
}

function IdentificationForm({ current, prefill }: { current: SellerIdentification; prefill: Prefill | null }) {
  const { t, i18n } = useTranslation(['sellerIdentification', 'cleanerProfile', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const declare = useDeclareMySellerIdentification();
  const [draft, setDraft] = useState<IdentificationDraft>(() => initialDraft(current, prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formEl, setFormEl] = useState<HTMLFormElement | null>(null);
  const sinOnFile = current.sinMasked !== null;
  const set = (field: keyof IdentificationDraft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const error = (field: string) => errors[field] ?? errors[`address.${field}`];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(draft, sinOnFile);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f, t('sellerIdentification:required')])));
      toast({ title: t('common:toast.error'), description: t('cleanerProfile:checkFields'), variant: 'destructive' });
      focusFirstInvalid(formEl);
      return;
    }
    try {
      await declare.mutateAsync(toInput(draft));
      setErrors({});
      setDraft((d) => ({ ...d, sin: '' }));
      toast({ title: t('sellerIdentification:savedTitle'), description: t('sellerIdentification:saved'), variant: 'success' });
    } catch (failure) {
      setErrors(issuesByField(failure));
      toast({ title: t('common:toast.error'), description: describe(failure, t('sellerIdentification:saveFailed')), variant: 'destructive' });
      focusFirstInvalid(formEl);
    }
  };

  const status = current.status === 'complete' ? t('sellerIdentification:status.complete') : current.status === 'missing' ? t('sellerIdentification:status.missing') : t('sellerIdentification:status.incomplete');
  return (
    <form ref={setFormEl} className="form cleaner-form" onSubmit={onSubmit} noValidate aria-describedby="seller-identification-why">
      <div id="seller-identification-why">
        <p>{t('sellerIdentification:why.obligation')}</p>
        <p>{t('sellerIdentification:why.protection')}</p>
      </div>
      <p className="cleaner-form__value" role="status">
        <strong>{withColon(t('sellerIdentification:status.label'), i18n.language)}</strong> {status}
      </p>
      <fieldset className="choice-group">
        <legend className="field__label">{t('sellerIdentification:fields.sellerType')}</legend>
        <div className="choice-group__options">
          {(['individual', 'business'] as const).map((type) => (
            <label key={type} className="choice-group__option">
              <input type="radio" name="seller-type" value={type} checked={draft.sellerType === type} onChange={() => setDraft((d) => ({ ...d, sellerType: type }))} />
              <span>{t(`sellerIdentification:types.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.sellerType === 'individual' ? (
        <div className="form__grid">
          <TextField label={t('sellerIdentification:fields.firstName')} value={draft.firstName} onChange={set('firstName')} error={error('firstName')} autoComplete="given-name" maxLength={80} required />
          <TextField label={t('sellerIdentification:fields.lastName')} value={draft.lastName} onChange={set('lastName')} error={error('lastName')} autoComplete="family-name" maxLength={80} required />
          <TextField label={t('sellerIdentification:fields.dateOfBirth')} type="date" value={draft.dateOfBirth} onChange={set('dateOfBirth')} error={error('dateOfBirth')} autoComplete="bday" required />
          <TextField
            label={t('sellerIdentification:fields.sin')}
            value={draft.sin}
            onChange={set('sin')}
            error={error('sin')}
            hint={sinOnFile ? t('sellerIdentification:hints.sinOnFile', { masked: current.sinMasked }) : t('sellerIdentification:hints.sin')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={11}
            required={!sinOnFile}
          />
        </div>
      ) : (
        <div className="form__grid">
          <TextField label={t('sellerIdentification:fields.businessName')} value={draft.businessName} onChange={set('businessName')} error={error('businessName')} autoComplete="organization" maxLength={160} required />
          <TextField label={t('sellerIdentification:fields.businessNumber')} value={draft.businessNumber} onChange={set('businessNumber')} error={error('businessNumber')} hint={t('sellerIdentification:hints.businessNumber')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} required />
        </div>
      )}
      <div className="form__grid">
        <TextField label={t('sellerIdentification:fields.street')} value={draft.street} onChange={set('street')} error={error('street')} autoComplete="address-line1" maxLength={200} required />
        <TextField label={t('sellerIdentification:fields.city')} value={draft.city} onChange={set('city')} error={error('city')} autoComplete="address-level2" maxLength={100} required />
        <SelectField label={t('sellerIdentification:fields.province')} value={draft.province} onChange={set('province')} error={error('province')} autoComplete="address-level1">
          {PROVINCES.map((p) => (
            <option key={p} value={p}>
              {t(`cleanerProfile:options.provinces.${p}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('sellerIdentification:fields.postalCode')} value={draft.postalCode} onChange={set('postalCode')} error={error('postalCode')} hint={t('sellerIdentification:hints.postalCode')} autoComplete="postal-code" autoCapitalize="characters" spellCheck={false} maxLength={10} required />
      </div>
      <div className="form__row">
        <SubmitButton busy={declare.isPending}>{t('sellerIdentification:save')}</SubmitButton>
      </div>
    </form>
  );
}
