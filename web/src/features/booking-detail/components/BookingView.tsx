import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { BookingMessageLink } from '../../messaging/components/BookingMessageLink';
import { BookingActions } from './BookingActions';
import { BookingHeader } from './BookingHeader';
import { CancellationSection } from './CancellationSection';
import { ChecklistSection } from './ChecklistSection';
import { CleaningDetailsSection } from './CleaningDetailsSection';
import { EarningsSection } from './EarningsSection';
import { GalleryConsentSection, offersGalleryConsent } from './GalleryConsentSection';
import { HistorySection } from './HistorySection';
import { EnRouteNotice } from './EnRoutePanel';
import { LateArrivalNotice } from './LateArrivalPanel';
import { RebookLink } from './RebookLink';
import { MoneySection } from './MoneySection';
import { PartyCard } from './PartyCard';
import { PhotosSection } from './PhotosSection';
import { PropertySection } from './PropertySection';
import { WhenSection } from './WhenSection';
import { useWorkQueue } from '../offline/use-work-queue';
import { WorkQueueNotice } from '../offline/WorkQueueNotice';
import { BookingReviewSection } from '../../reviews/components/BookingReviewSection';
import { BookingPaymentsSection } from '../../payments/components/BookingPaymentsSection';
import { TipCard } from '../../tips/components/TipCard';
import { VisitCaseSection } from '../../cases/components/VisitCaseSection';

/**
 * The whole booking as its client, its cleaner or an admin sees it. The money is the reader's own:
 * the client reads the price and their payments; the cleaner reads what they earn (issue #14).
 */
export function BookingView({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const forCleaner = booking.viewerRole === 'cleaner';
  const showsCleaner = booking.viewerRole !== 'cleaner';
  const showsClient = booking.viewerRole !== 'client';
  const working = booking.actions.includes('checklist');
  // The cleaner's work day may be done without a connection (issue #34): its actions wait on the device.
  const workQueue = useWorkQueue(booking.id);
  const queue = forCleaner ? workQueue : null;
  return (
    <>
      <BookingHeader booking={booking} />
      <EnRouteNotice booking={booking} />
      <LateArrivalNotice booking={booking} />
      <BookingActions booking={booking} queuedActions={queue?.pending.length ?? 0} />
      {queue ? <WorkQueueNotice queue={queue} /> : null}
      {booking.actions.includes('rebook') ? <RebookLink booking={booking} /> : null}
      <BookingMessageLink booking={booking} />
      <div className="booking-page__grid">
        <section className="card booking-section" aria-labelledby="booking-when">
          <h2 id="booking-when">{t('summary.title')}</h2>
          <WhenSection booking={booking} />
        </section>
        {showsCleaner ? <PartyCard party={booking.cleaner} role="cleaner" /> : null}
        {showsClient ? <PartyCard party={booking.client} role="client" /> : null}
        {booking.cancellation ? <CancellationSection cancellation={booking.cancellation} /> : null}
      </div>
      {booking.checklist.length > 0 || working ? <ChecklistSection bookingId={booking.id} tasks={booking.checklist} editable={working} forClient={booking.viewerRole === 'client'} queue={queue} /> : null}
      <PhotosSection booking={booking} queue={queue} />
      {offersGalleryConsent(booking) ? <GalleryConsentSection booking={booking} /> : null}
      {booking.status === 'completed' && booking.viewerRole === 'client' ? <TipCard booking={booking} /> : null}
      <VisitCaseSection booking={booking} />
      {booking.status === 'completed' ? <BookingReviewSection bookingId={booking.id} viewerRole={booking.viewerRole} /> : null}
      <div className="booking-page__grid">
        <PropertySection booking={booking} />
        <CleaningDetailsSection booking={booking} />
        {forCleaner ? <EarningsSection booking={booking} /> : <MoneySection money={booking.money} />}
        <HistorySection history={booking.history} current={{ date: booking.date, time: booking.time }} />
      </div>
      {forCleaner ? null : <BookingPaymentsSection booking={booking} />}
    </>
  );
}
