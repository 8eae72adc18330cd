import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDateTime } from '../bookings/format';

/** A date and time in Quebec time, in the console's language ("—" when none). */
export function DateTimeCell({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const value = record[source];
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(typeof value === 'string' ? value : null, locale)}
    </Typography>
  );
}
