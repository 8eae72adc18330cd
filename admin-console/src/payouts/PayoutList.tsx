import { Link, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { DataTable, List, SelectField, SelectInput, SimpleList, TextField, TextInput, useRecordContext } from 'react-admin';
import { PhoneOrTable } from '../layout/PhoneOrTable';
import { payoutKindChoices, payoutStatusChoices } from './choices';
import { CentsField, InstantField, PayoutStatusChip } from './fields';
import { DEFAULT_PAYOUT_SORT, type AdminPayout } from './payouts-api';

// Labels come from resources.payouts.fields.<source>. `runId` arrives from the
// runs list (one run's transfers); `cleanerId` from a cleaner's earnings or the preview.
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="status" source="status" choices={payoutStatusChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={payoutKindChoices} alwaysOn />,
  <TextInput key="cleanerId" source="cleanerId" resettable />,
  <TextInput key="runId" source="runId" resettable />,
];

/** The cleaner's name, then email (absent when the account is gone). */
export function PayoutCleanerField() {
  const record = useRecordContext<AdminPayout>();
  if (!record) return null;
  // In a list row, following the mail link must not also open the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {record.cleanerName}
      </Typography>
      {record.cleanerEmail ? (
        <Link href={`mailto:${record.cleanerEmail}`} variant="body2" onClick={stop}>
          {record.cleanerEmail}
        </Link>
      ) : null}
    </span>
  );
}

/**
 * Every payout: the Friday run's transfers and the cleaners' instant payouts.
 * Read only here; a failed one is retried from its page, where its earning
 * lines and the provider's failure can be read first. Sortable columns are the
 * ones the API sorts by: createdAt, amountCents, status. With no payout yet the
 * table says so under its filters (empty={false}) rather than on a blank page.
 */
export default function PayoutList() {
  return (
    <List filters={filters} actions={false} sort={DEFAULT_PAYOUT_SORT} perPage={25} empty={false}>
      <PhoneOrTable
        phone={
          <SimpleList rowClick="show" primaryText={<PayoutCleanerField />} secondaryText={<PayoutStatusChip />} tertiaryText={<CentsField source="amountCents" />} />
        }
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="createdAt">
            <InstantField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="cleanerName" disableSort>
            <PayoutCleanerField />
          </DataTable.Col>
          <DataTable.Col source="kind" disableSort>
            <SelectField source="kind" choices={payoutKindChoices} />
          </DataTable.Col>
          <DataTable.Col source="week" disableSort>
            <TextField source="week" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="status">
            <PayoutStatusChip />
          </DataTable.Col>
          <DataTable.Col source="earningCount" disableSort align="right" />
          <DataTable.Col source="feeCents" disableSort align="right">
            <CentsField source="feeCents" />
          </DataTable.Col>
          <DataTable.Col source="amountCents" align="right">
            <CentsField source="amountCents" />
          </DataTable.Col>
          <DataTable.Col source="paidAt" disableSort>
            <InstantField source="paidAt" />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
