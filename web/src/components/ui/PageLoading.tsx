import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** While a page's code or translations load. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status">
      <Spinner />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
