import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { Property } from '../api/types';

export interface DeletePropertyDialogProps {
  property: Property | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting asks for confirmation in a modal dialog (focus trapped by <dialog>, Escape cancels). */
export function DeletePropertyDialog({ property, busy, onConfirm, onClose }: DeletePropertyDialogProps) {
  const { t } = useTranslation('properties');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (property && !dialog.open) dialog.showModal();
    if (!property && dialog.open) dialog.close();
  }, [property]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={textId} onClose={onClose}>
      <h2 id={titleId}>{t('delete.title')}</h2>
      <p id={textId}>{t('delete.text', { name: property?.name ?? '' })}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => ref.current?.close()}>
          {t('actions.cancel')}
        </button>
        <SubmitButton type="button" variant="danger" busy={busy} onClick={onConfirm}>
          {t('delete.confirm')}
        </SubmitButton>
      </div>
    </dialog>
  );
}
