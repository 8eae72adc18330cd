import { useTranslation } from 'react-i18next';

interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
  /** Names the navigation landmark (several pagers can share a page). */
  label: string;
}

/** Previous / next over an offset-and-limit list; nothing when everything fits on one page. */
export function Pager({ offset, limit, total, onOffset, label }: PagerProps) {
  const { t } = useTranslation('payments');
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.floor(offset / limit) + 1;
  if (pages <= 1) return null;
  return (
    <nav className="payment-pager" aria-label={label}>
      <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => onOffset(Math.max(0, offset - limit))}>
        {t('pager.previous')}
      </button>
      <span aria-current="page">{t('pager.position', { page, pages })}</span>
      <button type="button" className="btn btn--secondary" disabled={page >= pages} onClick={() => onOffset(offset + limit)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
