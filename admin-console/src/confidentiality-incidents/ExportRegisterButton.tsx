import { useListContext } from 'react-admin';
import { ExportMenuButton } from '../export/ExportMenuButton';
import { downloadRegister, type ExportFormat } from './incidents-api';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv-semicolon', label: 'eclat.incidents.export.csv_semicolon' },
  { format: 'csv', label: 'eclat.incidents.export.csv' },
  { format: 'json', label: 'eclat.incidents.export.json' },
];

/**
 * The register as a file, whenever the Commission asks for it: every entry the list's filters keep
 * (not just this page), in CSV (Excel's French delimiter first) or JSON with the history.
 */
export function ExportRegisterButton() {
  const { filterValues } = useListContext();
  return (
    <ExportMenuButton
      id="incident-register-export"
      label="eclat.incidents.export.label"
      formats={FORMATS}
      download={(format) => downloadRegister(format, filterValues ?? {})}
      done="eclat.incidents.export.done"
    />
  );
}
