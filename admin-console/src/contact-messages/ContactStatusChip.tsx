import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ContactMessage } from './contact-messages-api';

/** Open (to answer) or handled, as a chip. */
export function ContactStatusChip() {
  const record = useRecordContext<ContactMessage>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.handled ? 'success' : 'warning'}
      variant={record.handled ? 'outlined' : 'filled'}
      label={translate(`eclat.contact_messages.status.${record.status}`)}
    />
  );
}
