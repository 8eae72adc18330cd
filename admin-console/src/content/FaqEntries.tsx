import { Box } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  Edit,
  List,
  NullableBooleanInput,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
} from 'react-admin';
import { Bilingual, FormHint } from './Bilingual';
import { MarkdownInput } from './MarkdownInput';
import { faqCategoryChoices, serviceChoices } from './choices';

// Labels come from resources.faq-entries.fields.<source>.
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="category" source="category" choices={faqCategoryChoices} alwaysOn />,
  <SelectInput key="service" source="service" choices={serviceChoices} />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
];

export function FaqList() {
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={50} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="category">
          <SelectField source="category" choices={faqCategoryChoices} />
        </DataTable.Col>
        <DataTable.Col source="questionFr" />
        <DataTable.Col source="questionEn" disableSort />
        <DataTable.Col source="service" disableSort>
          <SelectField source="service" choices={serviceChoices} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="position" />
        <DataTable.Col source="published" disableSort>
          <BooleanField source="published" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function FaqForm() {
  return (
    <SimpleForm>
      <FormHint text="eclat.content.hints.faq" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' }}>
        <SelectInput source="category" choices={faqCategoryChoices} validate={required()} />
        <SelectInput source="service" choices={serviceChoices} emptyText="eclat.content.no_service" />
        <NumberInput source="position" min={0} max={10000} step={10} validate={[minValue(0), maxValue(10000)]} />
        <BooleanInput source="published" />
      </Box>
      <Bilingual
        fr={<TextInput source="questionFr" fullWidth validate={[required(), minLength(5), maxLength(300)]} />}
        en={<TextInput source="questionEn" fullWidth validate={[required(), minLength(5), maxLength(300)]} />}
      />
      <Bilingual
        fr={<MarkdownInput source="answerFr" lang="fr" minRows={5} validate={[required(), minLength(10), maxLength(4000)]} />}
        en={<MarkdownInput source="answerEn" lang="en" minRows={5} validate={[required(), minLength(10), maxLength(4000)]} />}
      />
    </SimpleForm>
  );
}

// Pessimistic: the server's refusals (bounds, rules) must show before anything looks saved.
export const FaqEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <FaqForm />
  </Edit>
);

export const FaqCreate = () => (
  <Create redirect="list" record={{ position: 100, published: false }}>
    <FaqForm />
  </Create>
);
