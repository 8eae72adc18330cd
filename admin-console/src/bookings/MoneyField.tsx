import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import type { AdminBooking } from './bookings-api';
import { formatMoney } from './format';

/** The booking's total (integer cents) in Canadian dollars, in the console's language. */
export function TotalField() {
  const record = useRecordContext<AdminBooking>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(record.totalCents, locale)}
    </Typography>
  );
}
