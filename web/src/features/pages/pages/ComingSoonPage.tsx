import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageId } from '../../../app/route-table';
import { usePageTitle } from '../../../lib/use-page-title';

/** Routes whose screens later issues build: a plain notice, never made-up content. */
export function ComingSoonPage({ page }: { page: PageId }) {
  const { t } = useTranslation('common');
  const title = t(`pages.${page}`);
  usePageTitle(title);
  return (
    <div className="container notice-page">
      <h1>{title}</h1>
      <p>{t('comingSoon.text')}</p>
      <p>
        <Link to="/">{t('comingSoon.home')}</Link>
      </p>
    </div>
  );
}
