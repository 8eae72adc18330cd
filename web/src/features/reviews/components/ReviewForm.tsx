import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useReviewBooking } from '../api/review-booking';
import { COMMENT_MAX_LENGTH, REVIEW_CATEGORIES, completeRatings, missingCategories, normalizeComment, type RatingDraft } from '../ratings';
import { StarRatingInput } from './StarRatingInput';

interface ReviewFormProps {
  bookingId: string;
  /** Who writes: the client rates the cleaner, the cleaner rates the client. */
  authorRole: 'client' | 'cleaner';
  /** Already formatted end of the review window, when known. */
  until: string | null;
}

/** The seven star groups and the optional comment; nothing is sent until every category is rated. */
export function ReviewForm({ bookingId, authorRole, until }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const describe = useDescribeError();
  const toast = useToast();
  const review = useReviewBooking();
  const [draft, setDraft] = useState<RatingDraft>({});
  const [comment, setComment] = useState('');
  const [showMissing, setShowMissing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const commentId = `${id}-comment`;
  const counterId = `${id}-counter`;

  const missing = showMissing ? missingCategories(draft) : [];
  const tooLong = comment.length > COMMENT_MAX_LENGTH;
  const clientError = missing.length > 0 ? t('form.rateAll') : tooLong ? t('form.tooLong', { max: COMMENT_MAX_LENGTH }) : null;
  const error = clientError ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const ratings = completeRatings(draft);
    if (!ratings) {
      setShowMissing(true);
      // Focus the first unrated group so keyboard users land where the problem is.
      const first = missingCategories(draft)[0];
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${id}-${first}"]`)?.focus();
      return;
    }
    if (tooLong) return;
    review.mutate(
      { bookingId, input: { ratings, comment: normalizeComment(comment) } },
      {
        onSuccess: () => toast({ title: t('form.sent'), variant: 'success' }),
        onError: (e) => setServerError(describe(e, t('form.failed'))),
      },
    );
  };

  return (
    <form ref={formRef} className="review-form" onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      <h3 className="review-form__title">{authorRole === 'client' ? t('form.titleClient') : t('form.titleCleaner')}</h3>
      <p className="review-form__lead">{t('form.lead')}</p>
      {until ? <p className="review-form__lead">{t('form.until', { date: until })}</p> : null}
      <div className="review-form__groups">
        {REVIEW_CATEGORIES.map((category) => {
          const invalid = missing.includes(category);
          return (
            <StarRatingInput
              key={category}
              name={`${id}-${category}`}
              legend={t(`categories.${category}`)}
              value={draft[category]}
              invalid={invalid}
              describedBy={invalid ? errorId : undefined}
              onChange={(value) => setDraft((d) => ({ ...d, [category]: value }))}
            />
          );
        })}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={commentId}>
          {t('form.comment')}
        </label>
        <textarea
          id={commentId}
          className="field__input review-form__comment"
          rows={5}
          value={comment}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={tooLong || undefined}
          aria-describedby={counterId}
          onChange={(e) => setComment(e.target.value)}
        />
        <p id={counterId} className="field__hint review-form__counter">
          {t('form.counter', { count: comment.length, max: COMMENT_MAX_LENGTH })}
        </p>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <SubmitButton busy={review.isPending}>{t('form.submit')}</SubmitButton>
    </form>
  );
}
