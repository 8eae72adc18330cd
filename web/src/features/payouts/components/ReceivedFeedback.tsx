import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../../lib/use-describe-error';
import { formatStatementMonth } from '../payout-dates';
import { useReceivedFeedback } from '../api/get-received-feedback';

const KINDS = ['like', 'dislike', 'not_interested'] as const;

/** Spec section 3 "Feedback on cleaner" (issue #40): what clients think of the cleaner, anonymous; reports stay with the team. */
export function ReceivedFeedback() {
  const { t, i18n } = useTranslation(['payouts', 'cleanerFeedback']);
  const describe = useDescribeError();
  const feedback = useReceivedFeedback();
  const data = feedback.data;
  const kind = (k: (typeof KINDS)[number]) => t(`payouts:feedback.kinds.${k}`);
  const any = data ? KINDS.some((k) => data.counts[k] > 0) : false;
  return (
    <section className="card payout-section" aria-labelledby="payout-feedback-title" data-testid="payout-feedback">
      <h2 id="payout-feedback-title">{t('payouts:feedback.title')}</h2>
      <p className="field__hint">{t('payouts:feedback.lead')}</p>
      {feedback.isPending ? null : feedback.isError || !data ? (
        <p role="alert">{describe(feedback.error, t('payouts:feedback.loadFailed'))}</p>
      ) : !any ? (
        <p>{t('payouts:feedback.none')}</p>
      ) : (
        <>
          <ul className="payout-feedback__counts">
            {KINDS.filter((k) => data.counts[k] > 0).map((k) => (
              <li key={k}>{t(`payouts:feedback.${k}`, { count: data.counts[k] })}</li>
            ))}
          </ul>
          {data.reasons.length ? (
            <>
              <h3>{t('payouts:feedback.reasonsTitle')}</h3>
              <ul>
                {data.reasons.map((r) => (
                  <li key={`${r.kind}-${r.reason}`}>{t('payouts:feedback.reasonLine', { kind: kind(r.kind), reason: t(`cleanerFeedback:reasons.${r.reason}`), count: r.count })}</li>
                ))}
              </ul>
            </>
          ) : null}
          {data.comments.length ? (
            <>
              <h3>{t('payouts:feedback.commentsTitle')}</h3>
              <ul className="payout-feedback__comments">
                {data.comments.map((c, i) => (
                  <li key={i}>
                    <blockquote>{c.comment}</blockquote>
                    <p className="field__hint">{t('payouts:feedback.commentLine', { month: formatStatementMonth(c.month, i18n.resolvedLanguage), kind: kind(c.kind) })}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
