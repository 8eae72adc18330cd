import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { SelectField } from '../../../components/ui/SelectField';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { useBookings } from '../api/list-bookings';
import { BOOKING_STATUSES, PAGE_SIZE, pageCount, readListParams, tabsFor, type BookingsTab } from '../bookings-list';
import { BookingRow } from '../components/list/BookingRow';
import { BookingsEmpty } from '../components/list/BookingsEmpty';
import { BookingsPagination } from '../components/list/BookingsPagination';
import { BookingsTabs, panelId, tabId } from '../components/list/BookingsTabs';
import { readerOf, statusKey } from '../status-wording';
import { FavouriteCleaners } from '../../cleaner-feedback/components/FavouriteCleaners';
import '../booking.css';

/** /bookings: the signed-in client's or cleaner's bookings (admins never get here: route table). */
export function BookingsPage() {
  const { t } = useTranslation(['bookingList', 'bookings']);
  const describe = useDescribeError();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const { tab, status, page } = readListParams(search, user?.role);
  const isCleaner = user?.role === 'cleaner';
  const list = useBookings({ scope: tab, ...(status ? { status } : {}), page, pageSize: PAGE_SIZE });
  usePageTitle(t('bookingList:title'));

  const go = (next: { tab?: BookingsTab; status?: string; page?: number }) => {
    const params = new URLSearchParams();
    params.set('tab', next.tab ?? tab);
    const nextStatus = next.status ?? (next.tab ? '' : status);
    if (nextStatus) params.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  return (
    <div className="container booking-list-page">
      <h1>{t('bookingList:title')}</h1>
      <BookingsTabs tabs={tabsFor(user?.role)} current={tab} onSelect={(next) => go({ tab: next })} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} aria-busy={list.isFetching || undefined}>
        {tab === 'requests' ? (
          <p className="booking-form__note">{t('bookingList:requestsLead')}</p>
        ) : (
          <SelectField className="booking-list__filter" label={t('bookingList:filter.status')} value={status} onChange={(e) => go({ status: e.target.value })}>
            <option value="">{t('bookingList:filter.all')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(statusKey(s, readerOf(user?.role)))}
              </option>
            ))}
          </SelectField>
        )}
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <div className="notice notice--error" role="alert">
            <p>{describe(list.error, t('bookingList:loadFailed'))}</p>
            <button type="button" className="btn btn--secondary" onClick={() => void list.refetch()}>
              {t('bookingList:retry')}
            </button>
          </div>
        ) : list.data.items.length === 0 ? (
          <BookingsEmpty tab={tab} isCleaner={isCleaner} filtered={status !== ''} />
        ) : (
          <>
            <p className="booking-form__note" role="status">
              {t('bookingList:count', { count: list.data.total })}
            </p>
            <ul className="booking-list">
              {list.data.items.map((b) => (
                <BookingRow key={b.id} booking={b} viewerIsCleaner={isCleaner} showCountdown={tab === 'requests'} />
              ))}
            </ul>
            <BookingsPagination page={page} pages={pageCount(list.data.total, PAGE_SIZE)} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
      <FavouriteCleaners showEmpty />
    </div>
  );
}
