import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import type { AdminBooking } from './bookings-api';
import { formatDateTime } from './format';

type InstantSource = 'startsAt' | 'endsAt' | 'requestedAt' | 'expiresAt' | 'punchedInAt' | 'punchedOutAt';

/** An instant of the booking in context, on Quebec's clock and in the console's language. */
export function BookingDateTimeField({ source }: { source: InstantSource }) {
  const record = useRecordContext<AdminBooking>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {formatDateTime(record[source], locale)}
    </Typography>
  );
}
