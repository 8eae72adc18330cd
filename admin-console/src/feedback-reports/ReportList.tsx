import { Typography } from '@mui/material';
import { DataTable, List, SelectField, SelectInput, SimpleList, useRecordContext } from 'react-admin';
import { PhoneOrTable } from '../layout/PhoneOrTable';
import { excerpt } from '../reviews/format';
import { reportReasonChoices, reportStatusChoices } from './choices';
import { DEFAULT_REPORT_SORT, type FeedbackReport } from './feedback-reports-api';
import { ReportDateField } from './ReportDateField';
import { ReportStatusChip } from './ReportStatusChip';

// Labels come from resources.feedback-reports.fields.<source>. The queue opens on open reports.
const filters = [<SelectInput key="status" source="status" choices={reportStatusChoices} alwaysOn />];

function PartyName({ party }: { party: 'cleaner' | 'client' }) {
  const record = useRecordContext<FeedbackReport>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record[party].name}
    </Typography>
  );
}

function CommentExcerpt() {
  const record = useRecordContext<FeedbackReport>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" title={record.comment ?? undefined}>
      {excerpt(record.comment)}
    </Typography>
  );
}

/**
 * The review queue of clients' reports about cleaners. Read only here: the
 * decision is taken on the show page, where the whole comment can be read first.
 * Sortable columns are the ones the API sorts by: createdAt and status.
 */
export default function ReportList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      actions={false}
      sort={DEFAULT_REPORT_SORT}
      perPage={25}
    >
      <PhoneOrTable
        phone={
          <SimpleList rowClick="show" primaryText={<><PartyName party="client" /> → <PartyName party="cleaner" /></>} secondaryText={<CommentExcerpt />} tertiaryText={<ReportStatusChip />} />
        }
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="createdAt">
            <ReportDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="cleaner" disableSort>
            <PartyName party="cleaner" />
          </DataTable.Col>
          <DataTable.Col source="client" disableSort>
            <PartyName party="client" />
          </DataTable.Col>
          <DataTable.Col source="reason" disableSort>
            <SelectField source="reason" choices={reportReasonChoices} />
          </DataTable.Col>
          <DataTable.Col source="comment" disableSort>
            <CommentExcerpt />
          </DataTable.Col>
          <DataTable.Col source="status">
            <ReportStatusChip />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
