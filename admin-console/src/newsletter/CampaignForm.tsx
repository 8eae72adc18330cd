import { Create, Edit, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { Bilingual, FormHint } from '../content/Bilingual';
import { MarkdownInput } from '../content/MarkdownInput';
import { BODY_MAX, SUBJECT_MAX } from './choices';

// A subject is one line: a line break would end the email's Subject header.
const oneLine = (value: unknown) => (typeof value === 'string' && /[\r\n]/.test(value) ? 'eclat.newsletter.one_line' : undefined);

/** Both languages are required: every confirmed subscriber gets the newsletter in theirs. */
function CampaignFormFields() {
  return (
    <SimpleForm>
      <FormHint text="eclat.newsletter.hint" />
      <Bilingual
        fr={<TextInput source="subjectFr" fullWidth validate={[required(), maxLength(SUBJECT_MAX), oneLine]} />}
        en={<TextInput source="subjectEn" fullWidth validate={[required(), maxLength(SUBJECT_MAX), oneLine]} />}
      />
      <Bilingual
        fr={<MarkdownInput source="bodyFr" lang="fr" minRows={14} validate={[required(), maxLength(BODY_MAX)]} />}
        en={<MarkdownInput source="bodyEn" lang="en" minRows={14} validate={[required(), maxLength(BODY_MAX)]} />}
      />
    </SimpleForm>
  );
}

// Saved drafts open on their page: preview, test, send.
export const CampaignCreate = () => (
  <Create redirect="show">
    <CampaignFormFields />
  </Create>
);

export const CampaignEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <CampaignFormFields />
  </Edit>
);
