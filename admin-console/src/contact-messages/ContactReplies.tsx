import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '../bookings/format';
import { DetailSection } from '../layout/DetailSection';
import { defaultReplySubject, REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from './choices';
import { replyToContactMessage, type ContactMessageDetail } from './contact-messages-api';

/** The replies sent to the message, oldest first, each with who sent it and when. */
export function ContactReplyHistory({ record }: { record: ContactMessageDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.contact_messages.replies.${key}`, options);
  // react-admin first shows the record the list fetched (no replies) until getOne answers.
  const replies = record.replies ?? [];
  return (
    <DetailSection title={t('title')}>
      {replies.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {replies.map(reply => (
            <Paper component="li" key={reply.id} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2" component="p">
                {reply.subject}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
                {t('sent_by', { admin: reply.adminName ?? reply.adminId, date: formatDateTime(reply.sentAt, locale) })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {reply.body}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

/**
 * Writes a reply, emailed to the sender in their language (the subject is proposed in it); sending marks
 * the message handled. The fields follow the contract's bounds.
 */
export function ContactReplyForm({ record }: { record: ContactMessageDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = (key: string, options?: object) => translate(`eclat.contact_messages.reply_form.${key}`, options);
  const [subject, setSubject] = useState(() => defaultReplySubject(record.reference, record.locale));
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => replyToContactMessage(record.id, { subject, body }),
    onSuccess: () => {
      notify('eclat.contact_messages.reply_form.sent', { type: 'success', messageArgs: { email: record.email } });
      setBody('');
      refresh();
    },
  });
  const blank = body.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) send.mutate();
  };

  return (
    <DetailSection title={t('title')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 720 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('help', { email: record.email, language: t(`language.${record.locale}`) })}
        </Typography>
        <TextField
          label={t('subject')}
          value={subject}
          onChange={event => setSubject(event.target.value)}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: REPLY_SUBJECT_MAX } }}
          sx={{ mb: 2 }}
        />
        <TextField
          label={t('body')}
          value={body}
          onChange={event => setBody(event.target.value)}
          fullWidth
          required
          multiline
          minRows={6}
          slotProps={{ htmlInput: { maxLength: REPLY_BODY_MAX } }}
          helperText={t('length', { count: body.length, max: REPLY_BODY_MAX })}
          sx={{ mb: 2 }}
        />
        {send.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {send.error.message}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={blank || send.isPending}>
          {t('send')}
        </Button>
      </Box>
    </DetailSection>
  );
}
