import { Chip } from '@mui/material';
import { DataTable, List, SelectField, SelectInput, TextInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { localeChoices, subscriberStatusChoices } from './choices';
import { DateTimeCell } from './DateTimeCell';
import { ExportSubscribersButton } from './ExportSubscribersButton';
import { DEFAULT_SUBSCRIBER_SORT, type NewsletterSubscriber } from './newsletter-api';

// Labels come from resources.newsletter-subscribers.fields.<source>.
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="status" source="status" choices={subscriberStatusChoices} alwaysOn />,
  <SelectInput key="locale" source="locale" choices={localeChoices} alwaysOn />,
];

const COLORS = { confirmed: 'success', pending: 'warning', unsubscribed: 'default' } as const;

function StatusChip() {
  const record = useRecordContext<NewsletterSubscriber>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={COLORS[record.status]} variant={record.status === 'confirmed' ? 'filled' : 'outlined'} label={translate(`eclat.newsletter.subscriber_status.${record.status}`)} />;
}

/** Who receives the newsletter (read only: people subscribe, confirm and leave by themselves). */
export default function SubscriberList() {
  return (
    <List filters={filters} sort={DEFAULT_SUBSCRIBER_SORT} perPage={25} actions={<TopToolbar><ExportSubscribersButton /></TopToolbar>} empty={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="locale" disableSort>
          <SelectField source="locale" choices={localeChoices} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="requestedAt">
          <DateTimeCell source="requestedAt" />
        </DataTable.Col>
        <DataTable.Col source="confirmedAt">
          <DateTimeCell source="confirmedAt" />
        </DataTable.Col>
        <DataTable.Col source="unsubscribedAt">
          <DateTimeCell source="unsubscribedAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
