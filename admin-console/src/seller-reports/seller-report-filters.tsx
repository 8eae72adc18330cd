import { BooleanInput, SelectInput, TextInput, required } from 'react-admin';
import { reportableYears } from './seller-reports-api';

/** A year is always chosen (the last full one by default), so the list has no empty item: each year once. */
export const yearChoices = (today: Date = new Date()) => reportableYears(today).map((y) => ({ id: y, name: String(y) }));

// Labels come from resources.seller-reports.fields.<source>.
export const sellerReportFilters = [
  <SelectInput key="year" source="year" choices={yearChoices()} alwaysOn validate={required()} />,
  <TextInput key="q" source="q" alwaysOn resettable />,
  <BooleanInput key="incomplete" source="incomplete" alwaysOn />,
];
