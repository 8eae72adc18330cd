import { Typography } from '@mui/material';
import { DataTable, List, SelectField, SelectInput, SimpleList, TextInput, useLocaleState, useRecordContext } from 'react-admin';
import { PhoneOrTable } from '../layout/PhoneOrTable';
import { formatDateTime } from '../bookings/format';
import { contactCategoryChoices, contactStatusChoices, excerptOf } from './choices';
import { DEFAULT_CONTACT_SORT, type ContactMessage } from './contact-messages-api';
import { ContactStatusChip } from './ContactStatusChip';

// Labels come from resources.contact-messages.fields.<source>. The inbox opens on open messages.
const filters = [
  <SelectInput key="status" source="status" choices={contactStatusChoices} alwaysOn />,
  <SelectInput key="category" source="category" choices={contactCategoryChoices} />,
  <TextInput key="q" source="q" alwaysOn resettable />,
];

function SentAt() {
  const record = useRecordContext<ContactMessage>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(record.createdAt, locale)}
    </Typography>
  );
}

function Sender() {
  const record = useRecordContext<ContactMessage>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.name} ({record.email})
    </Typography>
  );
}

function Excerpt() {
  const record = useRecordContext<ContactMessage>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" title={record.message}>
      {excerptOf(record.message)}
    </Typography>
  );
}

/** Messages of the /contact form, newest first; read and marked handled on the show page. */
export default function ContactMessageList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'open' }} actions={false} sort={DEFAULT_CONTACT_SORT} perPage={25}>
      <PhoneOrTable
        phone={
          <SimpleList rowClick="show" primaryText={<Sender />} secondaryText={<Excerpt />} tertiaryText={<SentAt />} />
        }
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="createdAt">
            <SentAt />
          </DataTable.Col>
          <DataTable.Col source="reference" disableSort />
          <DataTable.Col source="name" disableSort>
            <Sender />
          </DataTable.Col>
          <DataTable.Col source="category" disableSort>
            <SelectField source="category" choices={contactCategoryChoices} />
          </DataTable.Col>
          <DataTable.Col source="message" disableSort>
            <Excerpt />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <ContactStatusChip />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
