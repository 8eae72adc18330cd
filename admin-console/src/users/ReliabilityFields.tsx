import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { components } from '../../../web/src/api/schema';

type AdminUser = components['schemas']['AdminUser'];

/** A cleaner's no-shows (issue #36); empty for clients and admins. */
export function NoShowCountField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<AdminUser>();
  if (record?.noShowCount === null || record?.noShowCount === undefined) return <span>—</span>;
  return <span data-testid="no-show-count">{record.noShowCount}</span>;
}

/** A cleaner's completion rate, counting no-shows, as a percentage in the console's language. */
export function CompletionRateField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<AdminUser>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record || record.role !== 'cleaner') return <span>—</span>;
  if (record.completionRate === null) return <span>{translate('eclat.users.no_visits')}</span>;
  return <span data-testid="completion-rate">{new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent', maximumFractionDigits: 1 }).format(record.completionRate)}</span>;
}
