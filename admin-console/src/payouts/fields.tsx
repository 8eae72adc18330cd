import { Chip, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime, formatMoney } from '../bookings/format';
import type { AdminPayout, PayoutRun } from './payouts-api';
import { PAYOUT_STATUS_COLORS, RUN_STATUS_COLORS } from './format';

/** A record's integer cents field in Canadian dollars, in the console's language. */
export function CentsField({ source }: { source: string }) {
  const record = useRecordContext<RaRecord>();
  const [locale] = useLocaleState();
  const value: unknown = record?.[source];
  if (typeof value !== 'number') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value, locale)}
    </Typography>
  );
}

/** A record's instant on Quebec's clock; a dash when there is none (not paid yet, still running). */
export function InstantField({ source }: { source: string }) {
  const record = useRecordContext<RaRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const value: unknown = record[source];
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(typeof value === 'string' ? value : null, locale)}
    </Typography>
  );
}

/** The payout's status as a coloured chip (colours chosen for AA contrast, see format.ts). */
export function PayoutStatusChip() {
  const record = useRecordContext<AdminPayout>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={PAYOUT_STATUS_COLORS[record.status]}
      label={translate(`eclat.payouts.status.${record.status}`)}
    />
  );
}

export function RunStatusChip() {
  const record = useRecordContext<PayoutRun>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={RUN_STATUS_COLORS[record.status]}
      label={translate(`eclat.payouts.run_status.${record.status}`)}
    />
  );
}
