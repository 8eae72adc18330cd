import { Box, Chip } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  Edit,
  FormDataConsumer,
  FunctionField,
  ImageField,
  ImageInput,
  List,
  NullableBooleanInput,
  NumberInput,
  RadioButtonGroupInput,
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
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { FileRejection } from 'react-dropzone';
import { refusalMessage } from './upload-refusal';
import { Bilingual, FormHint } from './Bilingual';
import { galleryCategoryChoices } from './choices';
import type { AdminGalleryItem } from './content-api';
import { GalleryVisitPhotos } from './GalleryVisitPhotos';

const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="category" source="category" choices={galleryCategoryChoices} alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
];

/** Before and after, small, side by side. */
function Thumbnails() {
  const record = useRecordContext<AdminGalleryItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <img src={record.beforeUrl} alt={translate('eclat.content.before_alt', { caption: record.captionFr })} width={96} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
      <img src={record.afterUrl} alt={translate('eclat.content.after_alt', { caption: record.captionFr })} width={96} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
    </Box>
  );
}

export function GalleryItemList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col label="eclat.content.pictures" disableSort>
          <Thumbnails />
        </DataTable.Col>
        <DataTable.Col source="captionFr" disableSort />
        <DataTable.Col source="category">
          <SelectField source="category" choices={galleryCategoryChoices} />
        </DataTable.Col>
        <DataTable.Col source="isDemo" disableSort>
          <FunctionField<AdminGalleryItem>
            render={(r) =>
              r.isDemo ? <Chip size="small" color="warning" label={translate('eclat.content.demo')} /> : r.sourceBookingId ? <Chip size="small" color="info" label={translate('eclat.content.from_visit')} /> : null
            }
          />
        </DataTable.Col>
        <DataTable.Col source="position" />
        <DataTable.Col source="published" disableSort>
          <BooleanField source="published" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };
const MAX_BYTES = 10 * 1024 * 1024;

/** On creation both pictures are required; on edition a new file replaces the current one. */
function Pictures({ create }: { create?: boolean }) {
  const record = useRecordContext<AdminGalleryItem>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  // A refused file says why, in the console's language (react-admin drops it without a word).
  const onDropRejected = (rejections: FileRejection[]) => {
    const { key, options } = refusalMessage(rejections, locale);
    notify(translate(key, options), { type: 'warning' });
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, width: '100%' }}>
      {(['before', 'after'] as const).map((side) => (
        <Box key={side}>
          {record ? <ImageField source={`${side}Url`} label={`resources.gallery-items.fields.${side}Image`} sx={{ '& img': { maxWidth: '100%', maxHeight: 220 } }} /> : null}
          <ImageInput
            source={`${side}Upload`}
            accept={ACCEPT}
            maxSize={MAX_BYTES}
            validate={create ? required() : undefined}
            helperText="eclat.content.picture_hint"
            placeholder={<p>{translate('eclat.content.upload.placeholder')}</p>}
            options={{ onDropRejected }}
          >
            <ImageField source="src" title="title" />
          </ImageInput>
        </Box>
      ))}
    </Box>
  );
}

const sourceChoices = [
  { id: 'upload', name: 'eclat.content.gallery_source.upload' },
  { id: 'booking', name: 'eclat.content.gallery_source.booking' },
];

/** A pair from a visit: a note that it lives on its client's agreement. */
function VisitNote() {
  const record = useRecordContext<AdminGalleryItem>();
  const translate = useTranslate();
  return record?.sourceBookingId ? <Chip color="info" sx={{ mb: 2 }} label={translate('eclat.content.gallery_source.from_visit_note')} /> : null;
}

/** On creation the pictures are uploaded or taken from a completed visit (with its client's agreement). */
function GalleryItemForm({ create }: { create?: boolean }) {
  const record = useRecordContext<AdminGalleryItem>();
  const fromVisit = Boolean(record?.sourceBookingId);
  return (
    <SimpleForm>
      <FormHint text="eclat.content.hints.gallery" />
      <VisitNote />
      {create ? <RadioButtonGroupInput source="source" choices={sourceChoices} row /> : null}
      <FormDataConsumer>
        {({ formData }) => {
          const visit = fromVisit || formData.source === 'booking';
          return (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' }}>
              <SelectInput source="category" choices={galleryCategoryChoices} validate={required()} />
              <NumberInput source="position" min={0} max={10000} step={10} validate={[minValue(0), maxValue(10000)]} />
              {/* The photos of a visit are real photos: such a pair is never a demo. */}
              {visit ? null : <BooleanInput source="isDemo" helperText="eclat.content.demo_hint" />}
              <BooleanInput source="published" />
            </Box>
          );
        }}
      </FormDataConsumer>
      <Bilingual
        fr={<TextInput source="captionFr" fullWidth validate={[required(), minLength(3), maxLength(200)]} />}
        en={<TextInput source="captionEn" fullWidth validate={[required(), minLength(3), maxLength(200)]} />}
      />
      <FormDataConsumer>{({ formData }) => (create && formData.source === 'booking' ? <GalleryVisitPhotos /> : <Pictures create={create} />)}</FormDataConsumer>
    </SimpleForm>
  );
}

export const GalleryItemEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <GalleryItemForm />
  </Edit>
);

export const GalleryItemCreate = () => (
  <Create redirect="list" record={{ position: 100, published: false, isDemo: false, source: 'upload' }}>
    <GalleryItemForm create />
  </Create>
);
