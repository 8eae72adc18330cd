import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
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
  return (
    <ConfirmDialog
      open={property !== null}
      onClose={onClose}
      title={t('delete.title')}
      description={t('delete.text', { name: property?.name ?? '' })}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
