import { useListContext } from 'react-admin';
import { ExportMenuButton } from '../export/ExportMenuButton';
import { downloadSubscribers } from './newsletter-api';

const FORMATS = [
  { format: 'semicolon', label: 'eclat.newsletter.export.csv_semicolon' },
  { format: 'comma', label: 'eclat.newsletter.export.csv' },
] as const;

/**
 * The confirmed subscribers as a CSV file (the list's language and search filters apply): Excel's
 * French delimiter first. The server prefixes formula-looking cells, so the file is safe to open.
 */
export function ExportSubscribersButton() {
  const { filterValues } = useListContext();
  return (
    <ExportMenuButton
      id="newsletter-export"
      label="eclat.newsletter.export.label"
      formats={FORMATS}
      download={(delimiter) => downloadSubscribers(filterValues ?? {}, delimiter)}
      done="eclat.newsletter.export.done"
    />
  );
}
