import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'contenu-principal';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}
