import { useListContext } from 'react-admin';
import { ExportMenuButton } from '../export/ExportMenuButton';
import { defaultReportYear, downloadSellerReport } from './seller-reports-api';

const FORMATS = [
  { format: 'semicolon', label: 'eclat.sellerReports.export.csv_semicolon' },
  { format: 'comma', label: 'eclat.sellerReports.export.csv' },
] as const;

/** The chosen year's report as a file, every seller (not just this page), SINs included. */
export function ExportSellerReportButton() {
  const { filterValues } = useListContext();
  const year = Number((filterValues as { year?: unknown } | undefined)?.year ?? defaultReportYear());
  return (
    <ExportMenuButton
      id="seller-report-export"
      label="eclat.sellerReports.export.label"
      formats={FORMATS}
      download={(delimiter) => downloadSellerReport(year, delimiter)}
      done="eclat.sellerReports.export.done"
    />
  );
}
