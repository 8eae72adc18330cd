import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { defaultReportYear, downloadSellerReport } from './seller-reports-api';

/** Hands a downloaded file to the browser under the server's file name. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const FORMATS = [
  { delimiter: 'semicolon', label: 'eclat.sellerReports.export.csv_semicolon' },
  { delimiter: 'comma', label: 'eclat.sellerReports.export.csv' },
] as const;

/** The chosen year's report as a file, every seller (not just this page), SINs included. */
export function ExportSellerReportButton() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const year = Number((filterValues as { year?: unknown } | undefined)?.year ?? defaultReportYear());

  const run = async (delimiter: 'comma' | 'semicolon') => {
    setAnchor(null);
    setBusy(true);
    try {
      const { blob, filename } = await downloadSellerReport(year, delimiter);
      save(blob, filename);
      notify('eclat.sellerReports.export.done', { type: 'success', messageArgs: { filename } });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="eclat.sellerReports.export.label" onClick={(event) => setAnchor(event.currentTarget)} disabled={busy} aria-haspopup="menu" aria-controls={anchor ? 'seller-report-export' : undefined}>
        <DownloadIcon />
      </Button>
      <Menu id="seller-report-export" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ delimiter, label }) => (
          <MenuItem key={delimiter} onClick={() => void run(delimiter)}>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
