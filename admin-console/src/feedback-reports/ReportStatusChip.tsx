import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FeedbackReport } from './feedback-reports-api';
import { REPORT_STATUS_COLORS } from './format';

/** The report's status as a coloured chip (colours chosen for AA contrast, see format.ts). */
export function ReportStatusChip() {
  const record = useRecordContext<FeedbackReport>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={REPORT_STATUS_COLORS[record.status]}
      label={translate(`eclat.feedback_reports.status.${record.status}`)}
    />
  );
}
