import { Chip } from '@mui/material';
import { DataTable, List, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleDateField } from '../layout/ConsoleDateField';
import { DEFAULT_CASE_SORT, type CaseSummary } from './cases-api';

const STATUSES = ['open', 'answered', 'resolved', 'rejected'] as const;

export function CaseStatusChip() {
  const record = useRecordContext<CaseSummary>();
  const translate = useTranslate();
  if (!record) return null;
  const open = record.status === 'open' || record.status === 'answered';
  return <Chip size="small" color={open ? 'warning' : 'default'} label={translate(`eclat.cases.status.${record.status}`)} />;
}

function Kind() {
  const record = useRecordContext<CaseSummary>();
  const translate = useTranslate();
  return record ? <span>{translate(`eclat.cases.kind.${record.kind}`)}</span> : null;
}

function Category() {
  const record = useRecordContext<CaseSummary>();
  const translate = useTranslate();
  return record ? <span>{translate(`eclat.cases.category.${record.category}`)}</span> : null;
}

/** The queue: open cases first (the API's order), then decided ones. */
export default function CaseList() {
  const translate = useTranslate();
  const filters = [<SelectInput key="status" source="status" choices={STATUSES.map((id) => ({ id, name: translate(`eclat.cases.status.${id}`) }))} alwaysOn />];
  return (
    <List filters={filters} actions={false} sort={DEFAULT_CASE_SORT} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="reportedAt">
          {/* Quebec's clock and the console's language, as every other list (not the browser's locale). */}
          <ConsoleDateField source="reportedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status">
          <CaseStatusChip />
        </DataTable.Col>
        <DataTable.Col source="kind" disableSort>
          <Kind />
        </DataTable.Col>
        <DataTable.Col source="category" disableSort>
          <Category />
        </DataTable.Col>
        <DataTable.Col source="clientName" disableSort>
          <TextField source="clientName" />
        </DataTable.Col>
        <DataTable.Col source="cleanerName" disableSort>
          <TextField source="cleanerName" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
