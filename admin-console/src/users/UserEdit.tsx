import {
  Edit,
  EmailField,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  required,
} from 'react-admin';
import { roleChoices, statusChoices } from './choices';

// Save only: users are never deleted from the console.
function UserEditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export default function UserEdit() {
  return (
    // Pessimistic: the server may refuse (an admin suspending themselves, 409)
    // and the refusal must show before anything looks saved.
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<UserEditToolbar />}>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <SelectInput source="status" choices={statusChoices} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
