import { DataTable, DateInput, List, SelectField, SelectInput, SimpleList, TextField, TextInput } from 'react-admin';
import { PhoneOrTable } from '../layout/PhoneOrTable';
import { BookingDateTimeField } from './BookingDateTimeField';
import { BookingStatusChip } from './BookingStatusChip';
import { DEFAULT_BOOKING_SORT } from './bookings-api';
import { cleaningTypeChoices, paymentStatusChoices, statusChoices } from './choices';
import { TotalField } from './MoneyField';
import { PartyField } from './PartyField';

// Labels come from resources.bookings.fields.<source>. `from` and `to` are
// calendar days of the visit (YYYY-MM-DD), as DateInput gives them;
// `requestedFrom` and `requestedTo` the days the request was sent.
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="paymentStatus" source="paymentStatus" choices={paymentStatusChoices} />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <DateInput key="requestedFrom" source="requestedFrom" />,
  <DateInput key="requestedTo" source="requestedTo" />,
  <TextInput key="clientId" source="clientId" resettable />,
  <TextInput key="cleanerId" source="cleanerId" resettable />,
];

/**
 * Read only: bookings are made by clients and cleaners; the console only
 * looks and, on the show page, cancels. No export (100-row pages).
 * Sortable columns are the ones the API sorts by: startsAt, requestedAt, status, totalCents.
 */
export default function BookingList() {
  return (
    <List filters={filters} actions={false} sort={DEFAULT_BOOKING_SORT} perPage={25}>
      <PhoneOrTable
        phone={
          <SimpleList rowClick="show" primaryText={<BookingDateTimeField source="startsAt" />} secondaryText={<><PartyField party="client" /> · <PartyField party="cleaner" /></>} tertiaryText={<TotalField />} />
        }
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="startsAt">
            <BookingDateTimeField source="startsAt" />
          </DataTable.Col>
          <DataTable.Col source="client" disableSort>
            <PartyField party="client" />
          </DataTable.Col>
          <DataTable.Col source="cleaner" disableSort>
            <PartyField party="cleaner" />
          </DataTable.Col>
          <DataTable.Col source="city" disableSort field={TextField} />
          <DataTable.Col source="cleaningType" disableSort>
            <SelectField source="cleaningType" choices={cleaningTypeChoices} />
          </DataTable.Col>
          <DataTable.Col source="status">
            <BookingStatusChip />
          </DataTable.Col>
          <DataTable.Col source="paymentStatus" disableSort>
            <SelectField source="paymentStatus" choices={paymentStatusChoices} />
          </DataTable.Col>
          <DataTable.Col source="totalCents" align="right">
            <TotalField />
          </DataTable.Col>
          <DataTable.Col source="requestedAt">
            <BookingDateTimeField source="requestedAt" />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
