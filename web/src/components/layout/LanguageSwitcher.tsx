import { useTranslation } from 'react-i18next';
import type { Locale } from '../../api/types';
import { chooseLanguage, currentLanguage } from '../../i18n/i18n';
import { SUPPORTED_LANGUAGES, asLanguage } from '../../i18n/languages';
import { SelectField } from '../ui/SelectField';

/** Language names are written in their own language, as visitors look for their own. */
const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  return (
    <SelectField
      className="switcher switcher--language"
      label={t('footer.language')}
      value={currentLanguage()}
      onChange={(event) => {
        const language = asLanguage(event.target.value);
        if (language) void chooseLanguage(language);
      }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </SelectField>
  );
}
