import { Typography } from '@mui/material';
import { CreateButton, DataTable, DateInput, List, SelectInput, TextInput, TopToolbar, useLocaleState, useRecordContext } from 'react-admin';
import { formatDateTime } from '../bookings/format';
import { formatRegisterDate, riskChoices, statusChoices } from './choices';
import { ExportRegisterButton } from './ExportRegisterButton';
import { IncidentStatusChip, RiskChip } from './IncidentChips';
import { DEFAULT_INCIDENT_SORT, type Incident } from './incidents-api';
import { RegisterKeeper } from './RegisterKeeper';

// Labels come from resources.confidentiality-incidents.fields.<source>; the dates are discovery dates (YYYY-MM-DD).
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="seriousInjuryRisk" source="seriousInjuryRisk" choices={riskChoices} alwaysOn />,
  <DateInput key="discoveredFrom" source="discoveredFrom" alwaysOn />,
  <DateInput key="discoveredTo" source="discoveredTo" alwaysOn />,
];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportRegisterButton />
    </TopToolbar>
  );
}

function DiscoveredOn() {
  const record = useRecordContext<Incident>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatRegisterDate(record.discoveredOn, locale)}
    </Typography>
  );
}

function People() {
  const record = useRecordContext<Incident>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.peopleAffectedEstimated ? `≈ ${record.peopleAffected}` : record.peopleAffected}
    </Typography>
  );
}

/** The register, latest discoveries first; every entry stays (closing is a status). */
export default function IncidentList() {
  return (
    <>
      <RegisterKeeper />
      <List filters={filters} actions={<Actions />} sort={DEFAULT_INCIDENT_SORT} perPage={25}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="number" label="resources.confidentiality-incidents.fields.reference">
            <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              <ReferenceText />
            </Typography>
          </DataTable.Col>
          <DataTable.Col source="discoveredOn">
            <DiscoveredOn />
          </DataTable.Col>
          <DataTable.Col source="title" disableSort />
          <DataTable.Col source="peopleAffected" disableSort align="right">
            <People />
          </DataTable.Col>
          <DataTable.Col source="seriousInjuryRisk" disableSort>
            <RiskChip />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <IncidentStatusChip />
          </DataTable.Col>
          <DataTable.Col source="updatedAt">
            <UpdatedBy />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

function ReferenceText() {
  const record = useRecordContext<Incident>();
  return record ? <>{record.reference}</> : null;
}

function UpdatedBy() {
  const record = useRecordContext<Incident>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {formatDateTime(record.updatedAt, locale)} — {record.updatedBy.name ?? '—'}
    </Typography>
  );
}
