import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminReview } from './reviews-api';
import { REVIEW_STATUS_COLORS } from './format';

/** The review's status as a coloured chip (colours chosen for AA contrast, see format.ts). */
export function ReviewStatusChip() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={REVIEW_STATUS_COLORS[record.status]}
      label={translate(`eclat.reviews.status.${record.status}`)}
    />
  );
}
