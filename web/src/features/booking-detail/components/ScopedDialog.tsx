import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextAreaField } from '../../properties/components/TextAreaField';
import type { BookingScope } from '../api/types';

export interface ScopedDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** Shown under the description (a late cancellation's money lines). */
  details?: ReactNode;
  /** Shown for a visit of a series, which offers "this visit" or "the whole series". */
  seriesText?: string | null;
  /** Omit for an action without a reason (accept). */
  reasonLabel?: string;
  confirmLabel: string;
  cancelLabel: string;
  variant: 'primary' | 'danger';
  busy: boolean;
  onConfirm: (input: { reason: string | null; scope: BookingScope }) => void;
}

/** Confirmation of accept/decline/withdraw/cancel: an optional reason, and a scope for a series. */
export function ScopedDialog({ open, onClose, title, description, details, seriesText, reasonLabel, confirmLabel, cancelLabel, variant, busy, onConfirm }: ScopedDialogProps) {
  const { t } = useTranslation('bookingDetail');
  const [reason, setReason] = useState('');
  const confirm = (scope: BookingScope) => onConfirm({ reason: reason.trim() === '' ? null : reason.trim(), scope });
  const series = Boolean(seriesText);
  return (
    <ConfirmDialog
      open={open}
      onClose={() => {
        setReason('');
        onClose();
      }}
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      confirmLabel={series ? t('actions.thisVisit') : confirmLabel}
      confirmVariant={variant}
      onConfirm={() => confirm('this')}
      busy={busy}
      extraActions={
        series ? (
          <SubmitButton type="button" variant={variant} busy={busy} onClick={() => confirm('series')}>
            {t('actions.wholeSeries')}
          </SubmitButton>
        ) : null
      }
    >
      {details}
      {seriesText ? <p>{seriesText}</p> : null}
      {reasonLabel ? <TextAreaField label={reasonLabel} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} /> : null}
    </ConfirmDialog>
  );
}
