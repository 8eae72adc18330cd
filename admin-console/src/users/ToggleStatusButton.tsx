import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { AdminUser } from '../data-provider';

/**
 * Suspend or reactivate the user in context, after confirmation. The server
 * has the last word (an admin cannot suspend themselves: 409), and its message
 * is shown as is since it already speaks the console's language.
 */
export function ToggleStatusButton() {
  const record = useRecordContext<AdminUser>();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AdminUser & { reason?: string }>();
  const translate = useTranslate();
  // Issue #41: a suspension says why; the reason is emailed to the person and kept in their history.
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);

  if (!record) return null;
  const suspending = record.status === 'active';
  const action = suspending ? 'suspend' : 'reactivate';

  const confirm = () => {
    if (suspending && reason.trim().length < 3) {
      setReasonError(true);
      return;
    }
    update(
      'users',
      { id: record.id, data: suspending ? { status: 'suspended', reason: reason.trim() } : { status: 'active' }, previousData: record },
      {
        // Wait for the server: a refused change must never look applied.
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          setReason('');
          notify(suspending ? 'eclat.users.suspended' : 'eclat.users.reactivated', {
            type: 'success',
          });
          refresh();
        },
        onError: error => {
          setOpen(false);
          const message = error instanceof Error ? error.message : 'ra.notification.http_error';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  };

  // In a list row, a click anywhere (the dialog included: React events bubble
  // through portals) would also open the row; keep it here.
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <span onClick={stop}>
      <Button
        label={`eclat.users.${action}`}
        color={suspending ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {suspending ? <BlockIcon /> : <CheckCircleIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`eclat.users.${action}_title`}
        titleTranslateOptions={{ name: record.name }}
        content={
          suspending ? (
            <>
              <Typography sx={{ mb: 2 }}>{translate('eclat.users.suspend_content')}</Typography>
              <MuiTextField
                autoFocus
                fullWidth
                multiline
                minRows={2}
                label={translate('eclat.users.reason')}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value.slice(0, 500));
                  setReasonError(false);
                }}
                error={reasonError}
                helperText={translate(reasonError ? 'eclat.users.reason_required' : 'eclat.users.reason_help')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </>
          ) : (
            'eclat.users.reactivate_content'
          )
        }
        confirm={`eclat.users.${action}`}
        confirmColor={suspending ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
