import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface ReviewsPagerProps {
  page: number;
  pages: number;
  /** Real links when each page has an address (the /reviews page)… */
  hrefFor?: (page: number) => string;
  /** …or buttons when the list lives inside another page (a cleaner's profile). */
  onPage?: (page: number) => void;
}

/** Previous / next around "Page 2 sur 5". */
export function ReviewsPager({ page, pages, hrefFor, onPage }: ReviewsPagerProps) {
  const { t } = useTranslation('reviews');
  if (pages <= 1) return null;
  const step = (target: number, key: 'previous' | 'next') =>
    hrefFor ? (
      <Link className="btn btn--secondary" to={hrefFor(target)} rel={key === 'previous' ? 'prev' : 'next'}>
        {t(`pagination.${key}`)}
      </Link>
    ) : (
      <button type="button" className="btn btn--secondary" onClick={() => onPage?.(target)}>
        {t(`pagination.${key}`)}
      </button>
    );
  return (
    <nav className="reviews-pager" aria-label={t('pagination.label')}>
      {page > 1 ? step(page - 1, 'previous') : null}
      <span aria-current="page">{t('pagination.position', { page, pages })}</span>
      {page < pages ? step(page + 1, 'next') : null}
    </nav>
  );
}
