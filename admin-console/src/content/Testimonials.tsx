import { Alert, Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DateTimeInput,
  Edit,
  FunctionField,
  List,
  NumberInput,
  ReferenceInput,
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
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleDateField } from '../layout/ConsoleDateField';
import { excerpt } from '../reviews/format';
import type { AdminReview } from '../reviews/reviews-api';
import { FormHint } from './Bilingual';
import { localeChoices } from './choices';
import type { AdminTestimonial } from './content-api';

export function TestimonialList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="review" disableSort>
          <FunctionField<AdminTestimonial> render={(r) => (r.review ? `${r.review.authorName} — ${excerpt(r.review.comment)}` : '—')} />
        </DataTable.Col>
        <DataTable.Col source="quoteLocale" disableSort>
          <SelectField source="quoteLocale" choices={localeChoices} />
        </DataTable.Col>
        <DataTable.Col source="consentAt" disableSort>
          <ConsoleDateField source="consentAt" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="position" />
        <DataTable.Col source="published" disableSort>
          <BooleanField source="published" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The quoted words as the public reads them, or a warning when the review is no longer public. */
function QuotedReview() {
  const record = useRecordContext<AdminTestimonial>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.review) return <Alert severity="warning">{translate('eclat.content.review_not_public')}</Alert>;
  return (
    <Box component="figure" sx={{ m: 0, mb: 2, p: 2, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', maxWidth: '60rem' }}>
      <Typography component="blockquote" sx={{ m: 0 }} lang={record.quoteLocale}>
        {record.review.comment}
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {record.review.authorName} · {record.review.rating}/5
      </Typography>
    </Box>
  );
}

const reviewText = (r: AdminReview) => `${r.author.name} — ${excerpt(r.comment)}`;

function TestimonialForm({ create }: { create?: boolean }) {
  return (
    <SimpleForm>
      <FormHint text="eclat.content.hints.testimonial" />
      {create ? (
        // Only clients' published reviews can be quoted; the server checks it again.
        <ReferenceInput source="reviewId" reference="reviews" filter={{ status: 'published', direction: 'client_to_cleaner' }} sort={{ field: 'createdAt', order: 'DESC' }}>
          <AutocompleteInput optionText={reviewText} validate={required()} fullWidth sx={{ maxWidth: '60rem' }} />
        </ReferenceInput>
      ) : (
        <QuotedReview />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' }}>
        <SelectInput source="quoteLocale" choices={localeChoices} validate={required()} />
        <DateTimeInput source="consentAt" />
        <NumberInput source="position" min={0} max={10000} step={10} validate={[minValue(0), maxValue(10000)]} />
        <BooleanInput source="published" helperText="eclat.content.consent_hint" />
      </Box>
      <TextInput source="consentNote" fullWidth validate={[minLength(3), maxLength(300)]} sx={{ maxWidth: '60rem' }} />
      <TextInput source="translation" fullWidth multiline minRows={3} validate={maxLength(2000)} helperText="eclat.content.translation_hint" sx={{ maxWidth: '60rem' }} />
    </SimpleForm>
  );
}

export const TestimonialEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <TestimonialForm />
  </Edit>
);

export const TestimonialCreate = () => (
  <Create redirect="list" record={{ quoteLocale: 'fr', position: 100, published: false }}>
    <TestimonialForm create />
  </Create>
);
