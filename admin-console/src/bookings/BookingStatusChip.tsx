import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminBooking, BookingStatus } from './bookings-api';
import { STATUS_COLORS } from './format';

/** The booking's status as a coloured chip (colours chosen for AA contrast, see format.ts). */
export function BookingStatusChip({ status }: { status?: BookingStatus }) {
  const record = useRecordContext<AdminBooking>();
  const translate = useTranslate();
  const value = status ?? record?.status;
  if (!value) return null;
  return (
    <Chip size="small" color={STATUS_COLORS[value]} label={translate(`eclat.bookings.status.${value}`)} />
  );
}
