import { useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, resetPanelFilters, type SearchFilters } from '../search-filters';
import { FilterFields } from './FilterFields';

export interface PhoneFiltersDialogProps {
  filters: SearchFilters;
  /** The filters chosen in the dialog, applied together. */
  onApply: (next: SearchFilters) => void;
}

/**
 * On a phone (issue #14) the results come first: the city stays in view, the other filters wait
 * behind "Filtres (2)" in a modal dialog. Choices there are a draft until "Appliquer"; closing
 * (the button or Escape) leaves the search as it was; "Réinitialiser" clears the draft.
 * The opener goes in the search form beside the city; the dialog after that form (its own form
 * cannot be inside another).
 */
export function usePhoneFiltersDialog({ filters, onApply }: PhoneFiltersDialogProps): { opener: ReactElement; dialog: ReactElement } {
  const { t } = useTranslation('search');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState(filters);
  // The fields exist only while the dialog is open: a phone's page holds the city, the button and the results.
  const [isOpen, setOpen] = useState(false);
  const count = activeFilterCount(filters);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (isOpen && dialog && !dialog.open) dialog.showModal();
  }, [isOpen]);

  const open = () => {
    setDraft(filters);
    setOpen(true);
  };
  const close = () => dialogRef.current?.close();

  const opener = (
    <button ref={openerRef} type="button" className="btn btn--secondary search-filters__open" aria-haspopup="dialog" onClick={open}>
      {count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
    </button>
  );
  const dialog = (
    <dialog
      ref={dialogRef}
      className="dialog search-filters-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        setOpen(false);
        openerRef.current?.focus();
      }}
    >
      {isOpen ? (
        <form
          className="search-filters-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(draft);
            close();
          }}
        >
          <div className="search-filters-dialog__head">
            <h2 id={titleId}>{t('filters.title')}</h2>
            <button type="button" className="btn btn--secondary" onClick={close}>
              {t('filters.close')}
            </button>
          </div>
          <FilterFields filters={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} />
          <div className="dialog__actions search-filters-dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={() => setDraft(resetPanelFilters(draft))}>
              {t('filters.resetPanel')}
            </button>
            <button type="submit" className="btn btn--primary">
              {t('filters.apply')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
  return { opener, dialog };
}
