import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useBasename, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../bookings/format';
import { DetailSection, type DetailRow } from '../layout/DetailSection';
import type { ContactMessageDetail as MessageWithReplies } from './contact-messages-api';
import { ContactReplyForm, ContactReplyHistory } from './ContactReplies';
import { ContactStatusChip } from './ContactStatusChip';
import { HandledToggle } from './HandledToggle';

function ContactMessageActions() {
  return (
    <TopToolbar>
      <HandledToggle />
      <ListButton />
    </TopToolbar>
  );
}

export default function ContactMessageShow() {
  return (
    <Show actions={<ContactMessageActions />}>
      <ContactMessageDetail />
    </Show>
  );
}

function ContactMessageDetail() {
  const record = useRecordContext<MessageWithReplies>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  if (!record) return null;

  const field = (name: string) => translate(`resources.contact-messages.fields.${name}`);
  const t = (key: string, options?: object) => translate(`eclat.contact_messages.${key}`, options);
  const link = (to: string, label: string) => (
    <MuiLink component={Link} to={`${basename}${to}`}>
      {label}
    </MuiLink>
  );

  const sender: DetailRow[] = [
    [field('name'), record.name],
    [field('email'), <MuiLink key="email" href={`mailto:${record.email}?subject=${encodeURIComponent(`Re: ${record.reference}`)}`}>{record.email}</MuiLink>],
    [field('locale'), t(`locale.${record.locale}`)],
    [field('userId'), record.userId ? link(`/users/${record.userId}`, t('account')) : t('no_account')],
  ];
  const message: DetailRow[] = [
    [field('category'), t(`category.${record.category}`)],
    [field('bookingReference'), record.bookingId ? link(`/bookings/${record.bookingId}/show`, record.bookingReference ?? record.bookingId) : (record.bookingReference ?? '—')],
    [field('createdAt'), formatDateTime(record.createdAt, locale)],
    [field('reference'), record.reference],
    [field('message'), record.message],
  ];
  const handling: DetailRow[] = [
    [field('status'), <ContactStatusChip key="status" />],
    [field('handledAt'), formatDateTime(record.handledAt, locale)],
    [field('handledBy'), record.handledBy ? link(`/users/${record.handledBy}`, record.handledByName ?? t('former_admin')) : '—'],
  ];

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('heading', { name: record.name, reference: record.reference })}
        </Typography>
        <ContactStatusChip />
      </Stack>
      <DetailSection title={t('sections.sender')} rows={sender} />
      <DetailSection title={t('sections.message')} rows={message} />
      <DetailSection title={t('sections.handling')} rows={handling} />
      <ContactReplyHistory record={record} />
      {/* Keyed by message: another message opens with its own subject and an empty body. */}
      <ContactReplyForm key={record.id} record={record} />
    </Box>
  );
}
