import {
  EditButton,
  EmailField,
  ImageField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { localeChoices, roleChoices, statusChoices } from './choices';
import { ToggleStatusButton } from './ToggleStatusButton';
import { UserDateField } from './UserDateField';
import { CompletionRateField, NoShowCountField } from './ReliabilityFields';
import { StatusHistory } from './StatusHistory';
import { UserActivity } from './UserActivity';
import { UserCleanerAnalyticsButton } from '../analytics/CleanerAnalyticsButton';

function UserShowActions() {
  return (
    <TopToolbar>
      <UserCleanerAnalyticsButton />
      <ToggleStatusButton />
      <EditButton />
    </TopToolbar>
  );
}

export default function UserShow() {
  return (
    <Show actions={<UserShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <SelectField source="role" choices={roleChoices} emptyText="eclat.roles.none" />
        <SelectField source="status" choices={statusChoices} />
        <SelectField source="locale" choices={localeChoices} />
        {/* A calendar date (YYYY-MM-DD): shown as is, since a Date object would shift it by the time zone. */}
        <TextField source="dateOfBirth" emptyText="—" />
        <ImageField source="profilePic" title="name" emptyText="eclat.users.no_picture" />
        <UserDateField source="createdAt" />
        <UserDateField source="updatedAt" />
        <UserDateField source="lastLoginAt" emptyText="eclat.users.never" />
        <NoShowCountField source="noShowCount" />
        <CompletionRateField source="completionRate" />
        <TextField source="id" />
        <StatusHistory />
        <UserActivity />
      </SimpleShowLayout>
    </Show>
  );
}
