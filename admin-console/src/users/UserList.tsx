import { DataTable, DateInput, EmailField, List, SelectField, SelectInput, SimpleList, TextInput } from 'react-admin';
import { PhoneOrTable } from '../layout/PhoneOrTable';
import { roleChoices, roleFilterChoices, statusChoices } from './choices';
import { ToggleStatusButton } from './ToggleStatusButton';
import { UserDateField } from './UserDateField';
import { CompletionRateField, NoShowCountField } from './ReliabilityFields';
import { UserCleanerAnalyticsButton } from '../analytics/CleanerAnalyticsButton';

// Labels come from resources.users.fields.<source>, like every column below.
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="role" source="role" choices={roleFilterChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  // Sign-up days (YYYY-MM-DD, Quebec), both included, as DateInput gives them.
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

/**
 * No create, delete, bulk action or export: the admin API only lists, reads
 * and changes role/status (an export would also exceed its 100-row pages).
 */
export default function UserList() {
  return (
    <List
      filters={filters}
      actions={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <PhoneOrTable
        phone={
          <SimpleList rowClick="show" primaryText={(r) => r.name} secondaryText={(r) => r.email} tertiaryText={<SelectField source="status" choices={statusChoices} />} />
        }
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" field={EmailField} />
          <DataTable.Col source="role">
            <SelectField source="role" choices={roleChoices} emptyText="eclat.roles.none" />
          </DataTable.Col>
          <DataTable.Col source="status">
            <SelectField source="status" choices={statusChoices} />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <UserDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="lastLoginAt">
            <UserDateField source="lastLoginAt" emptyText="eclat.users.never" />
          </DataTable.Col>
          <DataTable.Col source="noShowCount" disableSort>
            <NoShowCountField />
          </DataTable.Col>
          <DataTable.Col source="completionRate" disableSort>
            <CompletionRateField />
          </DataTable.Col>
          <DataTable.Col label="eclat.users.actions">
            <UserCleanerAnalyticsButton />
            <ToggleStatusButton />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
