import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../../lib/use-describe-error';
import type { BookingQuote } from '../api/types';
import { QuoteBreakdown } from './QuoteBreakdown';

/** The live price next to the form: a hint until the draft is complete, then the server's quote. */
export function QuotePanel({ complete, quote }: { complete: boolean; quote: UseQueryResult<BookingQuote> }) {
  const { t } = useTranslation('bookingForm');
  const describe = useDescribeError();
  let body;
  if (!complete) body = <p className="booking-form__note">{t('quote.incomplete')}</p>;
  else if (quote.isError) {
    body = (
      <p className="field__error" role="alert">
        {describe(quote.error, t('quote.failed'))}
      </p>
    );
  } else if (quote.data) body = <QuoteBreakdown quote={quote.data} />;
  else body = <p className="booking-form__note">{t('quote.loading')}</p>;
  return (
    <section className="card booking-quote-panel" aria-labelledby="booking-quote-title" aria-busy={complete && quote.isFetching ? true : undefined}>
      <h2 id="booking-quote-title">{t('quote.title')}</h2>
      <div aria-live="polite">{body}</div>
      {complete && quote.isFetching && quote.data ? <p className="booking-form__note">{t('quote.updating')}</p> : null}
    </section>
  );
}
