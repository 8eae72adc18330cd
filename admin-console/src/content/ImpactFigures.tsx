import { Box } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  Edit,
  FormDataConsumer,
  List,
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
import { metricChoices } from './choices';

export function ImpactFigureList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} perPage={50} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="metric">
          <SelectField source="metric" choices={metricChoices} />
        </DataTable.Col>
        <DataTable.Col source="labelFr" disableSort />
        <DataTable.Col source="labelEn" disableSort />
        <DataTable.Col source="position" />
        <DataTable.Col source="published" disableSort>
          <BooleanField source="published" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function ImpactFigureForm() {
  return (
    <SimpleForm>
      <FormHint text="eclat.content.hints.impact" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, columnGap: 2, width: '100%' }}>
        <SelectInput source="metric" choices={metricChoices} validate={required()} />
        <NumberInput source="position" min={0} max={10000} step={10} validate={[minValue(0), maxValue(10000)]} />
        <BooleanInput source="published" />
      </Box>
      <Bilingual
        fr={<TextInput source="labelFr" fullWidth validate={[required(), minLength(2), maxLength(120)]} />}
        en={<TextInput source="labelEn" fullWidth validate={[required(), minLength(2), maxLength(120)]} />}
      />
      <Bilingual
        fr={<TextInput source="descriptionFr" fullWidth multiline minRows={2} validate={maxLength(400)} />}
        en={<TextInput source="descriptionEn" fullWidth multiline minRows={2} validate={maxLength(400)} />}
      />
      {/* Only a figure the platform cannot count is typed in, and then it names its source. */}
      <FormDataConsumer>
        {({ formData }) =>
          formData.metric === 'manual' ? (
            <>
              <NumberInput source="manualValue" min={0} validate={[required(), minValue(0), maxValue(1_000_000_000)]} />
              <Bilingual
                fr={<TextInput source="sourceFr" fullWidth validate={[required(), minLength(3), maxLength(300)]} />}
                en={<TextInput source="sourceEn" fullWidth validate={[required(), minLength(3), maxLength(300)]} />}
              />
            </>
          ) : null
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}

export const ImpactFigureEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ImpactFigureForm />
  </Edit>
);

export const ImpactFigureCreate = () => (
  <Create redirect="list" record={{ metric: 'manual', position: 100, published: false }}>
    <ImpactFigureForm />
  </Create>
);
