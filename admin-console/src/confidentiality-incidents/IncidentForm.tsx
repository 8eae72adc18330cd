import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  Create,
  DateInput,
  Edit,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { categoryChoices, kindChoices, noticeMethodChoices, riskChoices, statusChoices } from './choices';

// Labels come from resources.confidentiality-incidents.fields.<source>; the bounds are the contract's.
const note = [maxLength(2000)];
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, columnGap: 2, width: '100%' } as const;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }}>
      <Typography component="h2" variant="h6">
        {translate(title)}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: '60rem' }}>
          {translate(hint)}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

// Save only: the register keeps every entry (closing is a status).
function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

function IncidentForm() {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveOnly />}>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '60rem' }}>
        {translate('eclat.incidents.write_in_french')}
      </Typography>
      <Section title="eclat.incidents.sections.incident">
        <TextInput source="title" fullWidth validate={[required(), minLength(3), maxLength(200)]} />
        <CheckboxGroupInput source="kinds" choices={kindChoices} validate={required()} />
        <TextInput source="circumstances" fullWidth multiline minRows={4} validate={[required(), minLength(10), maxLength(5000)]} />
        <Box sx={grid}>
          <DateInput source="occurredOn" validate={required()} />
          <DateInput source="occurredUntil" />
          <BooleanInput source="occurrenceEstimated" />
          <DateInput source="discoveredOn" validate={required()} />
        </Box>
      </Section>
      <Section title="eclat.incidents.sections.information">
        <CheckboxGroupInput source="informationCategories" choices={categoryChoices} />
        <TextInput source="informationDescription" fullWidth multiline minRows={2} validate={[required(), minLength(3), maxLength(2000)]} />
        <Box sx={grid}>
          <NumberInput source="peopleAffected" min={0} step={1} validate={[required(), minValue(0), maxValue(100_000_000)]} />
          <BooleanInput source="peopleAffectedEstimated" />
        </Box>
      </Section>
      <Section title="eclat.incidents.sections.risk" hint="eclat.incidents.hints.risk">
        <RadioButtonGroupInput source="seriousInjuryRisk" choices={riskChoices} validate={required()} />
        <TextInput source="sensitivity" fullWidth multiline minRows={2} validate={note} />
        <TextInput source="anticipatedConsequences" fullWidth multiline minRows={2} validate={note} />
        <TextInput source="misuseLikelihood" fullWidth multiline minRows={2} validate={note} />
      </Section>
      <Section title="eclat.incidents.sections.measures">
        <TextInput source="measures" fullWidth multiline minRows={3} validate={[maxLength(5000)]} />
      </Section>
      <Section title="eclat.incidents.sections.notices" hint="eclat.incidents.hints.notices">
        <Box sx={grid}>
          <DateInput source="commissionNotifiedOn" />
        </Box>
        <TextInput source="commissionNotes" fullWidth multiline validate={note} />
        <Box sx={grid}>
          <DateInput source="peopleNotifiedOn" />
          <SelectInput source="peopleNoticeMethod" choices={noticeMethodChoices} emptyText="—" />
        </Box>
        <TextInput source="peopleNoticeNotes" fullWidth multiline validate={note} />
        <TextInput source="otherNotifications" fullWidth multiline minRows={2} validate={note} />
      </Section>
      <Section title="eclat.incidents.sections.record" hint="eclat.incidents.hints.status">
        <RadioButtonGroupInput source="status" choices={statusChoices} validate={required()} />
      </Section>
    </SimpleForm>
  );
}

// Pessimistic: the server's refusals (dates, what closing needs, an edit made meanwhile) show on their
// fields before anything looks saved.
export const IncidentEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <IncidentForm />
  </Edit>
);

export const IncidentCreate = () => (
  <Create redirect="show" record={{ kinds: [], informationCategories: [], peopleAffected: 1, occurrenceEstimated: false, peopleAffectedEstimated: false, seriousInjuryRisk: 'to_assess', status: 'open' }}>
    <IncidentForm />
  </Create>
);
