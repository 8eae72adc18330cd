import { Link as MuiLink, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  DataTable,
  List,
  NullableBooleanInput,
  SelectField,
  SelectInput,
  TextInput,
  useBasename,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { earningKindChoices } from './choices';
import { CentsField, InstantField } from './fields';
import { DEFAULT_EARNING_SORT, type AdminEarning } from './payouts-api';

// Labels come from resources.earnings.fields.<source>. `cleanerId` arrives from
// a payout or the run preview (one cleaner's earnings); `paid` splits the
// balance still owed from what was paid out.
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <TextInput key="cleanerId" source="cleanerId" alwaysOn resettable />,
  <SelectInput key="kind" source="kind" choices={earningKindChoices} />,
  <NullableBooleanInput key="paid" source="paid" alwaysOn />,
  <TextInput key="bookingId" source="bookingId" resettable />,
];

const stop = (event: MouseEvent) => event.stopPropagation();

function CleanerName() {
  const record = useRecordContext<AdminEarning>();
  const basename = useBasename();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={`${basename}/users/${record.cleanerId}`} onClick={stop}>
      {record.cleanerName}
    </MuiLink>
  );
}

function Description() {
  const record = useRecordContext<AdminEarning>();
  const basename = useBasename();
  if (!record) return null;
  if (!record.bookingId) return <Typography variant="body2">{record.description}</Typography>;
  return (
    <MuiLink component={Link} to={`${basename}/bookings/${record.bookingId}/show`} onClick={stop}>
      {record.description}
    </MuiLink>
  );
}

function PaidBy() {
  const record = useRecordContext<AdminEarning>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!record) return null;
  if (!record.payoutId) return <Typography variant="body2">{translate('eclat.payouts.earning.unpaid')}</Typography>;
  return (
    <MuiLink component={Link} to={`${basename}/payouts/${record.payoutId}/show`} onClick={stop}>
      {translate('eclat.payouts.earning.see_payout')}
    </MuiLink>
  );
}

/**
 * Every cleaner's earning lines (gross - commission + taxes passed through),
 * read only: they are written when a booking is fully paid. Sortable columns
 * are the ones the API sorts by: earnedAt, amountCents.
 */
export default function EarningList() {
  return (
    <List filters={filters} actions={false} sort={DEFAULT_EARNING_SORT} perPage={25} empty={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="earnedAt">
          <InstantField source="earnedAt" />
        </DataTable.Col>
        <DataTable.Col source="cleanerName" disableSort>
          <CleanerName />
        </DataTable.Col>
        <DataTable.Col source="kind" disableSort>
          <SelectField source="kind" choices={earningKindChoices} />
        </DataTable.Col>
        <DataTable.Col source="description" disableSort>
          <Description />
        </DataTable.Col>
        <DataTable.Col source="grossCents" disableSort align="right">
          <CentsField source="grossCents" />
        </DataTable.Col>
        <DataTable.Col source="commissionCents" disableSort align="right">
          <CentsField source="commissionCents" />
        </DataTable.Col>
        <DataTable.Col source="taxCents" disableSort align="right">
          <CentsField source="taxCents" />
        </DataTable.Col>
        <DataTable.Col source="amountCents" align="right">
          <CentsField source="amountCents" />
        </DataTable.Col>
        <DataTable.Col source="payoutId" disableSort>
          <PaidBy />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
