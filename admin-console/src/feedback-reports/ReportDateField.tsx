import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDateTime } from '../bookings/format';
import type { FeedbackReport } from './feedback-reports-api';

/** An instant of the report in context, on Quebec's clock and in the console's language. */
export function ReportDateField({ source }: { source: 'createdAt' | 'decidedAt' }) {
  const record = useRecordContext<FeedbackReport>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(record[source], locale)}
    </Typography>
  );
}
