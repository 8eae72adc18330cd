import { FormControlLabel, Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { markContactMessage, type ContactMessage } from './contact-messages-api';

/** Marks the message in context handled (with the admin and the time) or open again. */
export function HandledToggle() {
  const record = useRecordContext<ContactMessage>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mark = useMutation({
    mutationFn: (input: { id: string; handled: boolean }) => markContactMessage(input.id, input.handled),
    onSuccess: (message: ContactMessage) => {
      notify(message.handled ? 'eclat.contact_messages.toggle.done_handled' : 'eclat.contact_messages.toggle.done_open', { type: 'success' });
      refresh();
    },
    onError: (failure: Error) => {
      notify(failure.message, { type: 'error', messageArgs: { _: failure.message } });
      refresh();
    },
  });
  if (!record) return null;
  return (
    <FormControlLabel
      control={
        <Switch
          // The state asked for shows at once; the record's comes back with the refresh.
          checked={mark.isPending ? mark.variables.handled : record.handled}
          disabled={mark.isPending}
          onChange={event => mark.mutate({ id: record.id, handled: event.target.checked })}
        />
      }
      label={translate('eclat.contact_messages.toggle.label')}
    />
  );
}
