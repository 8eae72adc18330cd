import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { saveFile } from '../../payments/pdf-file';
import { usePaymentFormat } from '../../payments/use-payment-format';
import { downloadMyStatement, useMyStatements } from '../api/list-my-statements';
import { formatStatementMonth } from '../payout-dates';

/** Monthly statements of earnings and payouts, each as a PDF (rate-limited like invoices). */
export function StatementsList() {
  const { t } = useTranslation('payouts');
  const describe = useDescribeError();
  const f = usePaymentFormat();
  const statements = useMyStatements();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (month: string) => {
    setBusy(month);
    setError(null);
    try {
      const file = await downloadMyStatement(month);
      saveFile(file.blob, file.filename);
    } catch (failure) {
      setError(describe(failure, t('statements.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };

  let content;
  if (statements.isPending) content = <PageLoading />;
  else if (statements.isError)
    content = (
      <p className="field__error" role="alert">
        {describe(statements.error, t('statements.loadFailed'))}
      </p>
    );
  else if (statements.data.length === 0) content = <p>{t('statements.empty')}</p>;
  else
    content = (
      <ul className="payout-statements">
        {statements.data.map((statement) => {
          const month = formatStatementMonth(statement.month, f.language);
          return (
            <li key={statement.month}>
              <span>
                <strong id={`statement-${statement.month}`}>{month}</strong> · {t('statements.figures', { earnings: f.money(statement.earningsCents), payouts: f.money(statement.payoutsCents) })}
              </span>
              <SubmitButton type="button" variant="secondary" busy={busy === statement.month} aria-describedby={`statement-${statement.month}`} onClick={() => void download(statement.month)}>
                {t('statements.download')}
              </SubmitButton>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="card payout-section" aria-labelledby="payout-statements-title">
      <h2 id="payout-statements-title">{t('statements.title')}</h2>
      {content}
      <div aria-live="polite">{error ? <p className="field__error">{error}</p> : null}</div>
    </section>
  );
}
