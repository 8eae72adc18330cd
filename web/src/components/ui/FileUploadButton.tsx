import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';
import './file-upload.css';

export interface FileUploadButtonProps {
  /** The button's words, which are also its accessible name ("Ajouter une photo « Avant »"). */
  label: string;
  /** The input's accept list (extensions and MIME types). */
  accept: string;
  /** Allowed types and size, said under the button and announced with it. */
  hint?: ReactNode;
  /** The last problem (a refused type or size, the server's answer), shown and announced until the next choice. */
  error?: string | null;
  /**
   * The file chosen: its name is shown, with a thumbnail for an image. Forms that send it later keep
   * it here until sent; controls that send at once pass it while it is under way.
   */
  file?: File | null;
  /** 0 to 1 while the file is being sent (XMLHttpRequest's upload events); null or undefined otherwise. */
  progress?: number | null;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  /** The button, to give it the focus back after a refusal. */
  buttonRef?: Ref<HTMLButtonElement>;
  onSelect: (file: File) => void;
}

/**
 * The app's one file control (issue #14): a button in the page's language instead of the
 * browser's "Choose File", over a hidden native input that opens the system's file picker. It
 * shows the chosen file by name (and a preview for images), the upload's progress, and the
 * problem, all tied to the button with aria-describedby so a screen reader hears them with it.
 */
export function FileUploadButton({ label, accept, hint, error, file, progress, disabled = false, variant = 'secondary', buttonRef, onSelect }: FileUploadButtonProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  const sending = typeof progress === 'number';
  const percent = sending ? Math.round(progress * 100) : 0;
  const describedBy = [hint ? `${id}-hint` : null, `${id}-file`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="file-upload">
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again (after a refusal) still fires a change.
          event.target.value = '';
          if (chosen) onSelect(chosen);
        }}
      />
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn--${variant} file-upload__button`}
        disabled={disabled}
        // Kept focusable while sending (a disabled button would drop the keyboard focus): it just does nothing.
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
        aria-describedby={describedBy}
        onClick={() => {
          if (!sending) inputRef.current?.click();
        }}
      >
        {sending ? <Spinner /> : <UploadIcon />}
        <span>{label}</span>
      </button>
      <p id={`${id}-file`} className="file-upload__file">
        {file && preview ? <img className="file-upload__preview" src={preview} alt={t('upload.preview', { name: file.name })} width={48} height={48} /> : null}
        <span>{file ? t('upload.chosen', { name: file.name }) : t('upload.noFile')}</span>
      </p>
      {sending ? (
        <div className="file-upload__progress">
          <p className="field__hint" role="status">
            {t('upload.sending', { name: file?.name ?? '' })}
          </p>
          <progress max={100} value={percent} aria-label={t('upload.progressLabel')} aria-valuetext={t('upload.percent', { percent })} />
          <span aria-hidden="true" data-testid="upload-percent">
            {t('upload.percent', { percent })}
          </span>
        </div>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An object URL for an image file while it is shown (never another file's), revoked after. */
function usePreviewUrl(file: File | null | undefined): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

function UploadIcon() {
  return (
    <svg className="file-upload__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M11 16V7.83l-3.59 3.58L6 10l6-6 6 6-1.41 1.41L13 7.83V16h-2Zm-6 4v-5h2v3h10v-3h2v5H5Z" />
    </svg>
  );
}
