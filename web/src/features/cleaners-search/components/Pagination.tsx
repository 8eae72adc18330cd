import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Previous / next as real links (each page has its own shareable address). */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('search');
  if (pages <= 1) return null;
  return (
    <nav className="search-pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="btn btn--secondary" to={hrefFor(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : null}
      <span aria-current="page">{t('pagination.position', { page, pages })}</span>
      {page < pages ? (
        <Link className="btn btn--secondary" to={hrefFor(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
