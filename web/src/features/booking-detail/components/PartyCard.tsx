import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/layout/Avatar';
import type { BookingParty } from '../api/types';

/** The other person of the booking; a cleaner links to their public profile. */
export function PartyCard({ party, role }: { party: BookingParty; role: 'client' | 'cleaner' }) {
  const { t } = useTranslation('bookingDetail');
  return (
    <section className="card booking-section" aria-labelledby={`party-${role}`}>
      <h2 id={`party-${role}`}>{t(`party.${role}`)}</h2>
      <div className="booking-party">
        {party.profilePic ? <Avatar user={party} size={48} alt={t('party.photoAlt', { name: party.name })} /> : null}
        <div>
          <p>{party.name}</p>
          {role === 'cleaner' && party.slug ? <Link to={`/cleaners/${encodeURIComponent(party.slug)}`}>{t('party.viewProfile', { name: party.name })}</Link> : null}
        </div>
      </div>
    </section>
  );
}
