import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DateTimeInput,
  DeleteButton,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleDateField } from '../layout/ConsoleDateField';
import { centsToDollars, dollarsToCents, formatDiscount, kindChoices, statusChoices } from './choices';
import type { PromoCode } from './promo-codes-api';

// Labels come from resources.promo-codes.fields.<source>.
const filters = [<TextInput key="q" source="q" alwaysOn resettable />, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

const STATE_COLOURS: Record<PromoCode['state'], 'default' | 'success' | 'info' | 'warning'> = { inactive: 'default', scheduled: 'info', running: 'success', expired: 'default', exhausted: 'warning' };

function StateChip() {
  const record = useRecordContext<PromoCode>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={STATE_COLOURS[record.state]} label={translate(`eclat.promo_codes.state.${record.state}`)} />;
}

function Discount() {
  const record = useRecordContext<PromoCode>();
  const [locale] = useLocaleState();
  return record ? <span>{formatDiscount(record, locale)}</span> : null;
}

function Money({ source }: { source: 'discountCents' }) {
  const record = useRecordContext<PromoCode>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span style={{ whiteSpace: 'nowrap' }}>{new Intl.NumberFormat(locale === 'en' ? 'en-CA' : 'fr-CA', { style: 'currency', currency: 'CAD' }).format(record[source] / 100)}</span>;
}

function Intro() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
      {translate('eclat.promo_codes.intro')}
    </Typography>
  );
}

export function PromoCodeList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<TopToolbar><CreateButton /></TopToolbar>} empty={false}>
      <Intro />
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>{translate('eclat.promo_codes.empty')}</Typography>}>
        <DataTable.Col source="code" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="discount" disableSort>
          <Discount />
        </DataTable.Col>
        <DataTable.Col source="state" disableSort>
          <StateChip />
        </DataTable.Col>
        <DataTable.Col source="featured" disableSort>
          <BooleanField source="featured" looseValue />
        </DataTable.Col>
        <DataTable.Col source="startsAt">
          <ConsoleDateField source="startsAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="endsAt">
          <ConsoleDateField source="endsAt" showTime emptyText={translate('eclat.promo_codes.no_end')} />
        </DataTable.Col>
        <DataTable.Col source="maxUses" disableSort>
          <FunctionField<PromoCode> render={(r) => r.maxUses ?? translate('eclat.promo_codes.unlimited')} />
        </DataTable.Col>
        <DataTable.Col source="uses" disableSort>
          <NumberField source="uses" />
        </DataTable.Col>
        <DataTable.Col source="clients" disableSort>
          <NumberField source="clients" />
        </DataTable.Col>
        <DataTable.Col source="discountCents" disableSort>
          <Money source="discountCents" />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/;

function UsageSummary() {
  const record = useRecordContext<PromoCode>();
  const translate = useTranslate();
  if (!record?.id) return null;
  return (
    <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
      <Typography variant="body2">
        {translate('resources.promo-codes.fields.uses')} : <strong>{record.uses}</strong>
      </Typography>
      <Typography variant="body2">
        {translate('resources.promo-codes.fields.clients')} : <strong>{record.clients}</strong>
      </Typography>
      <Typography variant="body2">
        {translate('resources.promo-codes.fields.discountCents')} : <strong><Money source="discountCents" /></strong>
      </Typography>
      <StateChip />
    </Stack>
  );
}

/** Delete only shows for a code no booking uses (the server refuses a used code in any case: 409). */
function PromoToolbar() {
  const record = useRecordContext<PromoCode>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id && record.uses === 0 ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}

function PromoCodeForm({ creating }: { creating: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<PromoToolbar />}>
      <UsageSummary />
      <TextInput
        source="code"
        readOnly={!creating}
        helperText={creating ? 'eclat.promo_codes.hints.code' : 'eclat.promo_codes.hints.code_fixed'}
        validate={creating ? [required(), regex(CODE_PATTERN, 'eclat.promo_codes.hints.code')] : []}
        parse={(v: string) => v.toUpperCase()}
      />
      <TextInput source="description" fullWidth multiline validate={maxLength(300)} />
      <RadioButtonGroupInput source="kind" choices={kindChoices} validate={required()} />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === 'percent' ? (
            <NumberInput source="percent" min={1} max={100} step={1} helperText="eclat.promo_codes.hints.percent" validate={[required(), minValue(1), maxValue(100)]} />
          ) : (
            <NumberInput source="amountCents" min={0.01} max={500} step={0.01} format={centsToDollars} parse={dollarsToCents} validate={[required(), minValue(1), maxValue(50_000)]} />
          )
        }
      </FormDataConsumer>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, columnGap: 2, width: '100%' }}>
        <DateTimeInput source="startsAt" validate={required()} />
        <DateTimeInput source="endsAt" />
        <NumberInput source="maxUses" min={1} max={1_000_000} step={1} helperText="eclat.promo_codes.hints.max_uses" validate={[minValue(1), maxValue(1_000_000)]} />
      </Box>
      <BooleanInput source="active" />
      <BooleanInput source="featured" helperText="eclat.promo_codes.hints.featured" />
      <Alert severity="info">
        {translate('resources.promo-codes.fields.oncePerClient')}. {translate('eclat.promo_codes.hints.deactivate')}
      </Alert>
    </SimpleForm>
  );
}

// Pessimistic: the server's refusals (bounds, a taken code) must show before anything looks saved.
export const PromoCodeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <PromoCodeForm creating={false} />
  </Edit>
);

export const PromoCodeCreate = () => (
  <Create redirect="list" record={{ kind: 'amount', active: true, startsAt: new Date().toISOString() }}>
    <PromoCodeForm creating />
  </Create>
);
