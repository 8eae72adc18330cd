import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDateTime } from '../bookings/format';
import type { AdminReview } from './reviews-api';

/** An instant of the review in context, on Quebec's clock and in the console's language. */
export function ReviewDateField({ source }: { source: 'createdAt' | 'publishedAt' }) {
  const record = useRecordContext<AdminReview>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(record[source], locale)}
    </Typography>
  );
}
