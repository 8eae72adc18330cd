import { Box } from '@mui/material';
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  DataTable,
  Edit,
  FunctionField,
  List,
  NumberInput,
  SelectField,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '../bookings/format';
import { Bilingual, FormHint } from './Bilingual';
import { MarkdownInput } from './MarkdownInput';
import { serviceChoices } from './choices';
import type { AdminServicePage } from './content-api';

const dollars = (cents: number | null | undefined) => (typeof cents === 'number' ? cents / 100 : cents);
const cents = (value: string | number | null) => (value === null || value === '' ? null : Math.round(Number(value) * 100));

/** The four service pages of spec section 2: edited, never created nor deleted (their addresses are fixed). */
export function ServicePageList() {
  const [locale] = useLocaleState();
  return (
    <List sort={{ field: 'slug', order: 'ASC' }} actions={false} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="slug" />
        <DataTable.Col source="serviceType" disableSort>
          <SelectField source="serviceType" choices={serviceChoices} />
        </DataTable.Col>
        <DataTable.Col source="titleFr" disableSort />
        <DataTable.Col source="priceFromCents">
          <FunctionField<AdminServicePage> render={(r) => formatMoney(r.priceFromCents, locale)} />
        </DataTable.Col>
        <DataTable.Col source="published" disableSort>
          <BooleanField source="published" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function IncludedTasks() {
  const translate = useTranslate();
  return (
    <ArrayInput source="included" validate={[required()]} helperText={translate('eclat.content.hints.included')}>
      <SimpleFormIterator inline disableReordering={false}>
        <TextInput source="fr" label="eclat.content.task_fr" validate={[required(), minLength(2), maxLength(200)]} sx={{ minWidth: { md: '24rem' } }} />
        <TextInput source="en" label="eclat.content.task_en" validate={[required(), minLength(2), maxLength(200)]} sx={{ minWidth: { md: '24rem' } }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export function ServicePageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <FormHint text="eclat.content.hints.service" />
        <TextField source="slug" />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%', mt: 2 }}>
          <NumberInput source="priceFromCents" format={dollars} parse={cents} min={15} max={199} step={1} validate={[required(), minValue(1500), maxValue(19900)]} />
          <NumberInput source="durationMinHours" min={4} max={24} validate={[required(), minValue(4), maxValue(24)]} />
          <NumberInput source="durationMaxHours" min={4} max={24} validate={[required(), minValue(4), maxValue(24)]} />
          <BooleanInput source="published" />
        </Box>
        <Bilingual
          fr={<TextInput source="titleFr" fullWidth validate={[required(), minLength(3), maxLength(120)]} />}
          en={<TextInput source="titleEn" fullWidth validate={[required(), minLength(3), maxLength(120)]} />}
        />
        <Bilingual
          fr={<TextInput source="introFr" fullWidth multiline minRows={3} validate={[required(), minLength(10), maxLength(1000)]} />}
          en={<TextInput source="introEn" fullWidth multiline minRows={3} validate={[required(), minLength(10), maxLength(1000)]} />}
        />
        <IncludedTasks />
        <Bilingual
          fr={<MarkdownInput source="bodyFr" lang="fr" minRows={10} validate={maxLength(20000)} />}
          en={<MarkdownInput source="bodyEn" lang="en" minRows={10} validate={maxLength(20000)} />}
        />
      </SimpleForm>
    </Edit>
  );
}
