import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypingNotifier } from '../typing';

/** The contract's limit (openapi.yaml: text 1..2000 characters after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

interface Props {
  onSend: (text: string) => void;
  typing: TypingNotifier | null;
  /** The server's refusal (phone number, rate limit...) or a failure, shown under the box. */
  error: string | null;
  /** Text handed back after a refusal so it can be corrected. */
  draft: string;
  onDraftChange: (text: string) => void;
}

/** Enter sends, Shift+Enter adds a line. */
export function MessageComposer({ onSend, typing, error, draft, onDraftChange }: Props) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const [tooLong, setTooLong] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const shownError = tooLong ? t('conversation.tooLong', { max: MESSAGE_MAX_LENGTH }) : error;

  const submit = () => {
    const text = draft.trim();
    if (text === '') return;
    if (text.length > MESSAGE_MAX_LENGTH) {
      setTooLong(true);
      return;
    }
    typing?.stop();
    onSend(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="composer" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={id}>
        {t('conversation.label')}
      </label>
      <div className="composer__row">
        <textarea
          id={id}
          className="field__input composer__input"
          rows={2}
          value={draft}
          placeholder={t('conversation.placeholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[shownError ? errorId : null, hintId, counterId].filter(Boolean).join(' ')}
          onChange={(event) => {
            const value = event.target.value;
            onDraftChange(value);
            setTooLong(false);
            if (value.trim() === '') typing?.stop();
            else typing?.input();
          }}
          onBlur={() => typing?.stop()}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn--primary composer__send" disabled={draft.trim() === ''}>
          {t('conversation.send')}
        </button>
      </div>
      {shownError ? (
        <p id={errorId} className="field__error" role="alert">
          {shownError}
        </p>
      ) : null}
      <p className="composer__footer">
        <span id={hintId} className="field__hint">
          {t('conversation.hint')}
        </span>
        <span id={counterId} className={`composer__counter${draft.trim().length > MESSAGE_MAX_LENGTH ? ' composer__counter--over' : ''}`}>
          {t('conversation.counter', { count: draft.trim().length, max: MESSAGE_MAX_LENGTH })}
        </span>
      </p>
    </form>
  );
}
