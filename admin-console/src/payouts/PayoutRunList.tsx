import { Link as MuiLink } from '@mui/material';
import type { MouseEvent } from 'react';
import { DataTable, List, TextField, useBasename, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { CentsField, InstantField, RunStatusChip } from './fields';
import { filteredList } from './links';
import { DEFAULT_RUN_SORT, type PayoutRun } from './payouts-api';
import { UpcomingRunPanel } from './UpcomingRunPanel';

/** A keyboard-reachable way to the run's transfers (the row click does the same with a mouse). */
function RunPayoutsLink() {
  const record = useRecordContext<PayoutRun>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!record) return null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <MuiLink component={Link} to={filteredList(basename, 'payouts', { runId: record.id })} onClick={stop}>
      {translate('eclat.payout_runs.see_payouts', { week: record.week })}
    </MuiLink>
  );
}

/**
 * The weekly payout: the coming run's preview with "Run now", then the past
 * runs, newest first (sortable by week and start, as the API). A run opens on its transfers (the payouts list filtered
 * by run), where failed ones are retried.
 */
export default function PayoutRunList() {
  const basename = useBasename();
  const toPayouts = (id: Identifier) => filteredList(basename, 'payouts', { runId: String(id) });
  return (
    <>
      <UpcomingRunPanel />
      <List actions={false} sort={DEFAULT_RUN_SORT} perPage={25} empty={false} sx={{ mt: 1 }}>
        <DataTable rowClick={toPayouts} bulkActionButtons={false}>
          <DataTable.Col source="week">
            <TextField source="week" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <RunStatusChip />
          </DataTable.Col>
          <DataTable.Col source="startedAt">
            <InstantField source="startedAt" />
          </DataTable.Col>
          <DataTable.Col source="finishedAt" disableSort>
            <InstantField source="finishedAt" />
          </DataTable.Col>
          <DataTable.Col source="payoutCount" disableSort align="right" />
          <DataTable.Col source="paidCount" disableSort align="right" />
          <DataTable.Col source="failedCount" disableSort align="right" />
          <DataTable.Col source="totalCents" disableSort align="right">
            <CentsField source="totalCents" />
          </DataTable.Col>
          <DataTable.Col source="payouts" disableSort>
            <RunPayoutsLink />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
