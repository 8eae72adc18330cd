import { useTranslation } from 'react-i18next';

export function BookingsPagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('bookingList');
  if (pages <= 1) return null;
  return (
    <nav className="booking-pagination" aria-label={t('pagination.label')}>
      <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-current="page">{t('pagination.position', { page, pages })}</span>
      <button type="button" className="btn btn--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
