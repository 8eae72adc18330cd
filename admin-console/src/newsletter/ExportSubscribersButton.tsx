import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { downloadSubscribers } from './newsletter-api';

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

/**
 * The confirmed subscribers as a CSV file (the list's language and search filters apply): Excel's
 * French delimiter first. The server prefixes formula-looking cells, so the file is safe to open.
 */
export function ExportSubscribersButton() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (delimiter: 'comma' | 'semicolon') => {
    setAnchor(null);
    setBusy(true);
    try {
      const { blob, filename } = await downloadSubscribers(filterValues ?? {}, delimiter);
      save(blob, filename);
      notify('eclat.newsletter.export.done', { type: 'success', messageArgs: { filename } });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="eclat.newsletter.export.label" onClick={(event) => setAnchor(event.currentTarget)} disabled={busy} aria-haspopup="menu" aria-controls={anchor ? 'newsletter-export' : undefined}>
        <DownloadIcon />
      </Button>
      <Menu id="newsletter-export" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('semicolon')}>{translate('eclat.newsletter.export.csv_semicolon')}</MenuItem>
        <MenuItem onClick={() => void run('comma')}>{translate('eclat.newsletter.export.csv')}</MenuItem>
      </Menu>
    </>
  );
}
