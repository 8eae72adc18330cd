import { useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  Create,
  DataTable,
  DateTimeInput,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SimpleForm,
  TextInput,
  TopToolbar,
  CreateButton,
  maxLength,
  minLength,
  required,
  useRecordContext,
  useRedirect,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { ConsoleDateField } from '../layout/ConsoleDateField';
import { formatDateTime } from '../bookings/format';
import { ALL_SCOPES, type ApiKey, type ApiKeyCreated } from './api-keys-api';

const scopeChoices = ALL_SCOPES.map((s) => ({ id: s, name: s }));

function StatusChip() {
  const record = useRecordContext<ApiKey>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={record.status === 'active' ? 'success' : 'default'} label={translate(`eclat.api_keys.status.${record.status}`)} />;
}

function RevokeButton() {
  const record = useRecordContext<ApiKey>();
  const translate = useTranslate();
  if (!record || record.status !== 'active') return null;
  return (
    <DeleteWithConfirmButton
      label="eclat.api_keys.revoke"
      confirmTitle={translate('eclat.api_keys.revoke_title', { name: record.name })}
      confirmContent="eclat.api_keys.revoke_content"
      mutationMode="pessimistic"
      redirect={false}
      successMessage="eclat.api_keys.revoked"
    />
  );
}

export function ApiKeyList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List pagination={false} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('eclat.api_keys.intro')}
      </Typography>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="prefix" disableSort render={(r: ApiKey) => `${r.prefix}…`} />
        <DataTable.Col source="scopes" disableSort render={(r: ApiKey) => r.scopes.join(', ')} />
        <DataTable.Col source="status" disableSort>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="createdAt" disableSort>
          <ConsoleDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="lastUsedAt" disableSort>
          <FunctionField<ApiKey> render={(r) => (r.lastUsedAt ? `${formatDateTime(r.lastUsedAt, locale)} · ${r.lastUsedIp ?? ''}` : translate('eclat.api_keys.never'))} />
        </DataTable.Col>
        <DataTable.Col source="expiresAt" disableSort>
          <FunctionField<ApiKey> render={(r) => (r.expiresAt ? formatDateTime(r.expiresAt, locale) : translate('eclat.api_keys.no_expiry'))} />
        </DataTable.Col>
        <DataTable.Col>
          <RevokeButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Shown once after creation: the key is stored hashed and cannot be shown again. */
function SecretDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-key-secret-title">
      <DialogTitle id="api-key-secret-title">{translate('eclat.api_keys.secret_title')} — {created.name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('eclat.api_keys.secret_once')}
        </Alert>
        <Box component="code" data-testid="api-key-secret" sx={{ wordBreak: 'break-all' }}>
          {created.secret}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('eclat.api_keys.secret_done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ApiKeyCreate() {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const redirect = useRedirect();
  return (
    <>
      <Create mutationOptions={{ onSuccess: (data: ApiKeyCreated) => setCreated(data) }} redirect={false} title="eclat.api_keys.create_title">
        <SimpleForm>
          <TextInput source="name" validate={[required(), minLength(1), maxLength(80)]} fullWidth />
          <CheckboxGroupInput source="scopes" choices={scopeChoices} validate={required()} helperText="eclat.api_keys.hints.scopes" />
          <DateTimeInput source="expiresAt" helperText="eclat.api_keys.hints.expiresAt" />
        </SimpleForm>
      </Create>
      {created ? (
        <SecretDialog
          created={created}
          onClose={() => {
            setCreated(null);
            redirect('list', 'api-keys');
          }}
        />
      ) : null}
    </>
  );
}
