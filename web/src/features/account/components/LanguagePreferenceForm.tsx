import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, User } from '../../../api/types';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { chooseLanguage, currentLanguage, i18n } from '../../../i18n/i18n';
import { SUPPORTED_LANGUAGES, asLanguage } from '../../../i18n/languages';
import { useBrand } from '../../brand/api/get-brand';
import { useUpdateMe } from '../api/update-me';
import { useProfileFeedback } from '../use-profile-feedback';

const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

/** The language of emails and server messages; the screen follows unless the brand forces French. */
export function LanguagePreferenceForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const updateMe = useUpdateMe();
  const feedback = useProfileFeedback();
  const forced = useBrand().data?.forcedLocale ?? null;
  const [locale, setLocale] = useState<Locale>(user.locale);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await updateMe.mutateAsync({ locale });
      if (!forced) await chooseLanguage(locale);
      // This render's `t` is bound to the previous language: confirm in the one now on screen.
      const tNow = i18n.getFixedT(currentLanguage(), 'account');
      feedback.succeeded(tNow('toast.updated'), tNow('toast.updatedTitle'));
    } catch (failure) {
      feedback.failed(failure);
    }
  };

  return (
    <section className="card account-section" aria-labelledby="language-title">
      <h3 id="language-title">{t('language.title')}</h3>
      <p>{t('language.lead')}</p>
      <form className="form form--inline" onSubmit={onSubmit}>
        <SelectField
          label={t('language.label')}
          name="locale"
          value={locale}
          onChange={(event) => setLocale(asLanguage(event.target.value) ?? locale)}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        <SubmitButton busy={updateMe.isPending}>{t('language.save')}</SubmitButton>
      </form>
    </section>
  );
}
