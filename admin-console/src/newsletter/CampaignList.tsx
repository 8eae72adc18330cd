import { CreateButton, DataTable, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { campaignStatusChoices } from './choices';
import { CampaignProgress, CampaignStatusChip } from './CampaignProgress';
import { DateTimeCell } from './DateTimeCell';
import { DEFAULT_CAMPAIGN_SORT } from './newsletter-api';

const filters = [<TextInput key="q" source="q" alwaysOn resettable />, <SelectInput key="status" source="status" choices={campaignStatusChoices} alwaysOn />];

/** Newsletters, newest first; a row opens its page (preview, test, send, progress). */
export default function CampaignList() {
  return (
    <List filters={filters} sort={DEFAULT_CAMPAIGN_SORT} perPage={25} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="subjectFr" disableSort />
        <DataTable.Col source="status" disableSort>
          <CampaignStatusChip />
        </DataTable.Col>
        <DataTable.Col source="progress" disableSort>
          <CampaignProgress compact />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateTimeCell source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="sendRequestedAt">
          <DateTimeCell source="sendRequestedAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
