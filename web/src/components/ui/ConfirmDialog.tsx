import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';

export interface ConfirmDialogProps {
  /** Controlled: the parent owns whether the question is being asked. */
  open: boolean;
  /** Called whenever the dialog closes (cancel, Escape or `open` turning false) so the parent can reset. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** Omit when `onSubmit` is given: the confirm button then submits the form. */
  onConfirm?: () => void;
  /** Wraps the content in a form, for dialogs that collect input (e.g. a typed confirmation word). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  confirmDisabled?: boolean;
  confirmVariant?: SubmitButtonProps['variant'];
  /** Where focus goes back to when the dialog closes; the opener is not always the focused element. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Extra fields shown between the description and the buttons. */
  children?: ReactNode;
  /** Extra buttons placed between cancel and confirm (e.g. "only this one" before "the whole series"). */
  extraActions?: ReactNode;
}

/**
 * A yes/no question in a native modal <dialog>: the browser traps focus and Escape cancels, and
 * aria-labelledby/aria-describedby give it the name and description that tests and axe look for.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onSubmit,
  busy = false,
  confirmDisabled,
  confirmVariant = 'danger',
  returnFocusTo,
  children,
  extraActions,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Layout effect so the dialog opens/closes in the same frame as the content it shows changes.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const body = (
    <>
      <h2 id={titleId}>{title}</h2>
      <p id={descriptionId}>{description}</p>
      {children}
      <div className="dialog__actions">
        {/* Closing natively fires `close`, which reports back through onClose. */}
        <button type="button" className="btn btn--secondary" onClick={() => ref.current?.close()}>
          {cancelLabel}
        </button>
        {extraActions}
        <SubmitButton
          type={onSubmit ? 'submit' : 'button'}
          variant={confirmVariant}
          busy={busy}
          disabled={confirmDisabled}
          onClick={onSubmit ? undefined : onConfirm}
        >
          {confirmLabel}
        </SubmitButton>
      </div>
    </>
  );

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => {
        // Focus the opener first so a parent's onClose can still send focus somewhere more useful.
        returnFocusTo?.current?.focus();
        onClose();
      }}
    >
      {onSubmit ? (
        <form className="form" onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </dialog>
  );
}
