import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { downloadBookingInvoice } from '../api/download-invoice';
import { saveFile } from '../pdf-file';

/**
 * "Télécharger la facture (PDF)". Fetched, then handed to the browser as a file, so that a refusal
 * (the spec's "Trop de demandes. Veuillez réessayer dans {{seconds}} secondes.") shows here.
 */
/** `describedBy`: the id of what tells this invoice apart (its number in a list), for screen readers. */
export function InvoiceDownloadButton({ bookingId, describedBy }: { bookingId: string; describedBy?: string }) {
  const { t } = useTranslation('payments');
  const describe = useDescribeError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A phone saves the file out of sight (no download bar): the page says it is done, and where (issue #40).
  const [saved, setSaved] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const file = await downloadBookingInvoice(bookingId);
      saveFile(file.blob, file.filename);
      setSaved(file.filename);
    } catch (failure) {
      setError(describe(failure, t('invoice.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="invoice-download">
      <SubmitButton type="button" variant="secondary" busy={busy} aria-describedby={describedBy} onClick={() => void download()}>
        {t('invoice.download')}
      </SubmitButton>
      <div aria-live="polite">
        {error ? <p className="field__error">{error}</p> : null}
        {saved ? <p className="field__hint">{t('invoice.saved', { filename: saved })}</p> : null}
      </div>
    </div>
  );
}
