import { Box } from '@mui/material';
import {
  Create,
  CreateButton,
  DataTable,
  DateTimeInput,
  Edit,
  List,
  NumberField,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  maxLength,
  minLength,
  regex,
  required,
} from 'react-admin';
import { ConsoleDateField } from '../layout/ConsoleDateField';
import { Bilingual, FormHint } from './Bilingual';
import { MarkdownInput } from './MarkdownInput';
import { blogCategoryChoices, postStatusChoices } from './choices';

const filters = [<TextInput key="q" source="q" alwaysOn resettable />, <SelectInput key="category" source="category" choices={blogCategoryChoices} alwaysOn />];

export function BlogPostList() {
  return (
    <List filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }} perPage={25} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="titleFr" />
        <DataTable.Col source="category">
          <SelectField source="category" choices={blogCategoryChoices} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <SelectField source="status" choices={postStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="publishedAt">
          <ConsoleDateField source="publishedAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="readingMinutesFr" disableSort>
          <NumberField source="readingMinutesFr" />
        </DataTable.Col>
        <DataTable.Col source="authorName" disableSort />
      </DataTable>
    </List>
  );
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function BlogPostForm() {
  return (
    <SimpleForm>
      <FormHint text="eclat.content.hints.blog" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="slug" validate={[required(), minLength(3), maxLength(120), regex(SLUG, 'eclat.content.slug_format')]} helperText="eclat.content.slug_hint" />
        <SelectInput source="category" choices={blogCategoryChoices} validate={required()} />
        <TextInput source="authorName" validate={[required(), minLength(2), maxLength(80)]} />
        <DateTimeInput source="publishedAt" helperText="eclat.content.published_at_hint" />
      </Box>
      <Bilingual
        fr={<TextInput source="titleFr" fullWidth validate={[required(), minLength(3), maxLength(160)]} />}
        en={<TextInput source="titleEn" fullWidth validate={[required(), minLength(3), maxLength(160)]} />}
      />
      <Bilingual
        fr={<TextInput source="excerptFr" fullWidth multiline minRows={2} validate={[required(), minLength(10), maxLength(400)]} />}
        en={<TextInput source="excerptEn" fullWidth multiline minRows={2} validate={[required(), minLength(10), maxLength(400)]} />}
      />
      <Bilingual
        fr={<MarkdownInput source="bodyFr" lang="fr" minRows={16} validate={[required(), minLength(50), maxLength(40000)]} />}
        en={<MarkdownInput source="bodyEn" lang="en" minRows={16} validate={[required(), minLength(50), maxLength(40000)]} />}
      />
    </SimpleForm>
  );
}

export const BlogPostEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <BlogPostForm />
  </Edit>
);

export const BlogPostCreate = () => (
  <Create redirect="list" record={{ authorName: 'L’équipe Éclat', publishedAt: null }}>
    <BlogPostForm />
  </Create>
);
