import { useTranslation } from 'react-i18next';
import type { ReferredUser } from '../api/types';
import { formatReferralDate } from '../format';

/** What the referred person still has to do, in their role's words: a client books, a cleaner works. */
function referredState(r: ReferredUser): string {
  const suffix = r.role === 'client' ? 'Client' : r.role === 'cleaner' ? 'Cleaner' : '';
  return `referred.${r.qualified ? 'qualified' : 'waiting'}${suffix}`;
}

/** The people this user referred: first name, role, when they joined, and whether they qualified. */
export function ReferredSection({ referred }: { referred: ReferredUser[] }) {
  const { t, i18n } = useTranslation('referrals');
  return (
    <section className="card referral-section" aria-labelledby="referral-referred-title">
      <h2 id="referral-referred-title">{t('referred.title')}</h2>
      {referred.length === 0 ? (
        <p>{t('referred.empty')}</p>
      ) : (
        <table className="referral-table">
          <thead>
            <tr>
              <th scope="col">{t('referred.name')}</th>
              <th scope="col">{t('referred.role')}</th>
              <th scope="col">{t('referred.joined')}</th>
              <th scope="col">{t('referred.status')}</th>
            </tr>
          </thead>
          <tbody>
            {referred.map((r) => (
              <tr key={r.id}>
                <td>{r.firstName}</td>
                <td>{r.role ? t(`roles.${r.role}`) : '—'}</td>
                <td>{formatReferralDate(r.joinedAt, i18n.resolvedLanguage)}</td>
                <td>{t(referredState(r))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
