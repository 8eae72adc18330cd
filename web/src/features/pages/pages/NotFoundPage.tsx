import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <div className="container notice-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
