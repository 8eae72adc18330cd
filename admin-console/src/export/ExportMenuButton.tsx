import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';

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

export interface ExportMenuButtonProps<F extends string> {
  /** Menu id (unique on the page) and the button's translation key. */
  id: string;
  label: string;
  /** The formats offered, first the one most people want (Excel's French delimiter). */
  formats: readonly { format: F; label: string }[];
  download: (format: F) => Promise<{ blob: Blob; filename: string }>;
  /** Translation key of the success notice; gets `filename`. */
  done: string;
}

/** A download button with a choice of formats: the file is saved, or the server's error is shown. */
export function ExportMenuButton<F extends string>({ id, label, formats, download, done }: ExportMenuButtonProps<F>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: F) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { blob, filename } = await download(format);
      save(blob, filename);
      notify(done, { type: 'success', messageArgs: { filename } });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label={label} onClick={(event) => setAnchor(event.currentTarget)} disabled={busy} aria-haspopup="menu" aria-controls={anchor ? id : undefined}>
        <DownloadIcon />
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map(({ format, label: formatLabel }) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            {translate(formatLabel)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
