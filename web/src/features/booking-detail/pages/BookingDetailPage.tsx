import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth/auth-context';
import { useBooking } from '../api/get-booking';
import { BookingLoadError } from '../components/BookingLoadError';
import { BookingView } from '../components/BookingView';
import { SignInPrompt } from '../components/SignInPrompt';
import '../booking-detail.css';

/**
 * /bookings/:bookingId — public route: visitors are asked to sign in and come back.
 * `cleanerProfile` is loaded up front for the shared upload messages of the photo inputs.
 */
export function BookingDetailPage() {
  const { t } = useTranslation(['bookingDetail', 'bookings', 'cleanerProfile', 'common', 'payments']);
  const { bookingId = '' } = useParams();
  const { state } = useAuth();
  const signedIn = state.status === 'signed-in';
  const booking = useBooking(bookingId, signedIn);
  usePageTitle(t('bookingDetail:title'));

  let content;
  if (state.status === 'loading') content = <PageLoading />;
  else if (!signedIn) content = <SignInPrompt title={t('bookingDetail:signIn.title')} text={t('bookingDetail:signIn.text')} />;
  else if (booking.isPending) content = <PageLoading />;
  else if (booking.isError) content = <BookingLoadError error={booking.error} onRetry={() => void booking.refetch()} />;
  else content = <BookingView booking={booking.data} />;

  return (
    <div className="container booking-page">
      {signedIn && state.user.role !== 'admin' ? (
        <p>
          <Link to="/bookings">{t('bookingDetail:backToList')}</Link>
        </p>
      ) : null}
      {content}
    </div>
  );
}
