import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth/auth-context';
import { NotFoundPage } from '../../pages/pages/NotFoundPage';
import { useBooking } from '../api/get-booking';
import type { EmailAction } from '../api/types';
import { BookingLoadError } from '../components/BookingLoadError';
import { EmailActionPanel } from '../components/EmailActionPanel';
import { SignInPrompt } from '../components/SignInPrompt';
import '../booking-detail.css';

function asEmailAction(value: string | undefined): EmailAction | null {
  return value === 'accept' || value === 'decline' ? value : null;
}

/** /bookings/:id/:action?token=… — the accept/decline link of the cleaner's request email. */
export function BookingEmailActionPage() {
  const { id = '', action: rawAction } = useParams();
  const action = asEmailAction(rawAction);
  return action ? <EmailActionScreen id={id} action={action} /> : <NotFoundPage />;
}

function EmailActionScreen({ id, action }: { id: string; action: EmailAction }) {
  const { t } = useTranslation(['bookingDetail', 'bookings', 'common']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { state } = useAuth();
  const signedIn = state.status === 'signed-in';
  const booking = useBooking(id, signedIn);
  const title = action === 'accept' ? t('bookingDetail:emailAction.titleAccept') : t('bookingDetail:emailAction.titleDecline');
  usePageTitle(title);

  let content;
  if (state.status === 'loading') content = <PageLoading />;
  else if (!signedIn) content = <SignInPrompt title={title} text={t('bookingDetail:emailAction.signIn')} />;
  else if (booking.isPending) content = <PageLoading />;
  else if (booking.isError) content = <BookingLoadError error={booking.error} onRetry={() => void booking.refetch()} />;
  else if (token.length < 10) {
    content = (
      <div className="notice notice--error" role="alert">
        <p>{t('bookingDetail:emailAction.missingToken')}</p>
        <p>
          <Link to={`/bookings/${encodeURIComponent(id)}`}>{t('bookingDetail:emailAction.open')}</Link>
        </p>
      </div>
    );
  } else content = <EmailActionPanel booking={booking.data} action={action} token={token} />;

  return <div className="container booking-page">{content}</div>;
}
