import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { downloadRegister, type ExportFormat } from './incidents-api';

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
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { blob, filename } = await downloadRegister(format, filterValues ?? {});
      save(blob, filename);
      notify('eclat.incidents.export.done', { type: 'success', messageArgs: { filename } });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="eclat.incidents.export.label" onClick={(event) => setAnchor(event.currentTarget)} disabled={busy} aria-haspopup="menu" aria-controls={anchor ? 'incident-register-export' : undefined}>
        <DownloadIcon />
      </Button>
      <Menu id="incident-register-export" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
