import { Link, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import type { AdminBooking } from './bookings-api';

/** The client or the cleaner of the booking in context: name, then email (absent when the account is gone). */
export function PartyField({ party }: { party: 'client' | 'cleaner' }) {
  const record = useRecordContext<AdminBooking>();
  if (!record) return null;
  const email = party === 'client' ? record.clientEmail : record.cleanerEmail;
  // In a list row, following the mail link must not also open the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {record[party].name}
      </Typography>
      {email ? (
        <Link href={`mailto:${email}`} variant="body2" onClick={stop}>
          {email}
        </Link>
      ) : null}
    </span>
  );
}
