import EditIcon from '@mui/icons-material/Edit';
import ScienceIcon from '@mui/icons-material/Science';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, EditButton, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { sendCampaign, sendTestCampaign, type NewsletterCampaign } from './newsletter-api';

const failureMessage = (error: unknown) => (error instanceof Error ? error.message : 'ra.notification.http_error');

/** Both versions to the admin's own address: the way to see it in a real inbox before everyone does. */
function TestButton({ record }: { record: NewsletterCampaign }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const test = useMutation({
    mutationFn: () => sendTestCampaign(record.id),
    onSuccess: ({ sentTo }) => {
      notify('eclat.newsletter.test.done', { type: 'success', messageArgs: { email: sentTo } });
      refresh();
    },
    onError: (error) => notify(failureMessage(error), { type: 'error', messageArgs: { _: failureMessage(error) } }),
  });
  return (
    <Button label="eclat.newsletter.test.label" onClick={() => test.mutate()} disabled={test.isPending}>
      <ScienceIcon />
    </Button>
  );
}

/** To every confirmed subscriber, after confirmation; the server sends it once whatever is clicked. */
function SendButton({ record }: { record: NewsletterCampaign }) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const send = useMutation({
    mutationFn: () => sendCampaign(record.id),
    onSuccess: (sent) => {
      setOpen(false);
      notify('eclat.newsletter.send.started', { type: 'success', messageArgs: { smart_count: sent.progress.total } });
      refresh();
    },
    onError: (error) => {
      setOpen(false);
      notify(failureMessage(error), { type: 'error', messageArgs: { _: failureMessage(error) } });
      refresh();
    },
  });
  return (
    <>
      <Button label="eclat.newsletter.send.label" variant="contained" onClick={() => setOpen(true)} disabled={send.isPending}>
        <SendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={send.isPending}
        title="eclat.newsletter.send.title"
        content="eclat.newsletter.send.content"
        translateOptions={{ subject: record.subjectFr }}
        confirm="eclat.newsletter.send.label"
        onConfirm={() => send.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A draft can be edited, tested and sent; a newsletter sent can only be read (and tested again). */
export function CampaignActions() {
  const record = useRecordContext<NewsletterCampaign>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {record.status === 'draft' ? <EditButton icon={<EditIcon />} /> : null}
      <TestButton record={record} />
      {record.status === 'draft' ? <SendButton record={record} /> : null}
    </TopToolbar>
  );
}
