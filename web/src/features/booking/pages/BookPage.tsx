import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { usePublicProfile } from '../../cleaners-search/api/get-public-profile';
import { useProperties } from '../../properties/api/list-properties';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useRebookPrefill } from '../api/get-rebook-prefill';
import { BookingFlow } from '../components/BookingFlow';
import '../booking.css';

function Notice({ title, children, alert = false }: { title: string; children: ReactNode; alert?: boolean }) {
  return (
    <div className="container notice-page">
      <h1>{title}</h1>
      <div role={alert ? 'alert' : undefined}>{children}</div>
    </div>
  );
}

/** /book/:cleanerSlug: a client asks a cleaner for a visit (login is required by the route table); `?rebook=<id>` starts from a completed visit. */
export function BookPage() {
  const { cleanerSlug = '' } = useParams();
  const [search] = useSearchParams();
  // `payments` too: the card picker in the form would otherwise suspend the page a second time.
  const { t } = useTranslation(['bookingForm', 'common', 'payments']);
  const describe = useDescribeError();
  const user = useCurrentUser();
  const isClient = user?.role === 'client';
  const profile = usePublicProfile(cleanerSlug);
  const properties = useProperties(isClient);
  const payments = usePaymentsConfig();
  const rebook = useRebookPrefill(isClient ? search.get('rebook') : null);
  const title = t('bookingForm:title');
  usePageTitle(title);

  if (!isClient) {
    return (
      <Notice title={title}>
        <p>{user?.role === 'cleaner' ? t('bookingForm:roles.cleaner') : t('bookingForm:roles.noRole')}</p>
        <p>{user?.role === 'cleaner' ? <Link to="/bookings">{t('bookingForm:roles.toBookings')}</Link> : <Link to="/auth/select-role">{t('bookingForm:roles.chooseRole')}</Link>}</p>
      </Notice>
    );
  }
  if (rebook.isError) {
    return (
      <Notice title={title} alert>
        <p>{describe(rebook.error, t('bookingForm:errors.loadFailed'))}</p>
      </Notice>
    );
  }
  if (rebook.data && !rebook.data.cleaner.bookable) {
    return (
      <Notice title={title}>
        <p>{t('bookingForm:rebook.cleanerUnavailable', { name: rebook.data.cleaner.name })}</p>
        <p>
          <Link to="/cleaners">{t('bookingForm:backToSearch')}</Link>
        </p>
      </Notice>
    );
  }
  if (profile.isPending || properties.isPending || payments.isPending || rebook.isLoading) return <PageLoading />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Notice title={title} alert={!missing}>
        <p>{missing ? t('bookingForm:cleanerNotFound') : describe(profile.error, t('bookingForm:errors.loadFailed'))}</p>
        <p>
          <Link to="/cleaners">{t('bookingForm:backToSearch')}</Link>
        </p>
      </Notice>
    );
  }
  if (properties.isError || payments.isError) {
    return (
      <Notice title={title} alert>
        <p>{describe(properties.error ?? payments.error, t('bookingForm:errors.loadFailed'))}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void (properties.isError ? properties.refetch() : payments.refetch())}>
          {t('bookingForm:actions.retry')}
        </button>
      </Notice>
    );
  }
  const cleaner = profile.data;
  if (properties.data.length === 0) {
    return (
      <Notice title={title}>
        <p>{t('bookingForm:property.none')}</p>
        <p>
          <Link className="btn btn--primary" to="/properties">
            {t('bookingForm:property.add')}
          </Link>
        </p>
      </Notice>
    );
  }

  return (
    <div className="container booking-page">
      <header className="booking-page__header">
        <h1>{title}</h1>
        <p className="booking-page__lead">
          {t('bookingForm:lead', { name: cleaner.name })} <Link to={`/cleaners/${encodeURIComponent(cleaner.slug)}`}>{t('bookingForm:viewProfile')}</Link>
        </p>
      </header>
      {rebook.data ? (
        <div className="notice notice--success booking-rebook-notice" role="status">
          <p>{t('bookingForm:rebook.prefilled')}</p>
          {rebook.data.problems.includes('property_removed') ? <p>{t('bookingForm:rebook.propertyRemoved')}</p> : null}
          {rebook.data.problems.includes('service_not_offered') ? <p>{t('bookingForm:rebook.serviceNotOffered', { name: cleaner.name })}</p> : null}
        </div>
      ) : null}
      <BookingFlow key={rebook.data?.fromBookingId ?? 'new'} cleaner={cleaner} properties={properties.data} payments={payments.data} prefill={rebook.data ?? null} />
    </div>
  );
}
