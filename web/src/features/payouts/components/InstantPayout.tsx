import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { newRequestKey } from '../../booking/request-key';
import { usePaymentFormat } from '../../payments/use-payment-format';
import { useRequestInstantPayout } from '../api/request-instant-payout';
import type { PayoutOverview } from '../api/types';
import { instantPayoutBlocker } from '../payout-account';

/** Spec 9: the available balance now, for a 5 $ fee, after a confirmation that states the net amount. */
export function InstantPayout({ overview }: { overview: PayoutOverview }) {
  const { t } = useTranslation('payouts');
  const f = usePaymentFormat();
  const describe = useDescribeError();
  const toast = useToast();
  const instant = useRequestInstantPayout();
  // One key per confirmation: a double click or a retry after a timeout pays once.
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const blocker = instantPayoutBlocker(overview);
  const fee = f.money(overview.instantFeeCents);
  const net = f.money(overview.instantNetCents);

  const open = () => {
    setError(null);
    setRequestKey(newRequestKey());
  };

  const confirm = () => {
    if (!requestKey) return;
    setError(null);
    instant.mutate(requestKey, {
      onSuccess: (payout) => {
        setRequestKey(null);
        toast({ title: t('instant.doneTitle'), description: t('instant.done', { amount: f.money(payout.amountCents) }), variant: 'success' });
      },
      onError: (failure) => setError(describe(failure, t('instant.failed'))),
    });
  };

  return (
    <section className="card payout-instant" aria-labelledby="payout-instant-title">
      <h2 id="payout-instant-title">{t('instant.title')}</h2>
      <p>{t('instant.text', { fee })}</p>
      {blocker === null ? <p data-testid="payout-instant-net">{t('instant.net', { net })}</p> : <p className="field__hint">{t(`instant.blocked.${blocker}`, { fee })}</p>}
      <button ref={opener} type="button" className="btn btn--primary" disabled={blocker !== null} onClick={open}>
        {t('instant.open')}
      </button>
      <ConfirmDialog
        open={requestKey !== null}
        onClose={() => setRequestKey(null)}
        title={t('instant.confirmTitle')}
        description={t('instant.confirmText', { balance: f.money(overview.balanceCents), fee, net })}
        cancelLabel={t('instant.cancel')}
        confirmLabel={t('instant.confirm', { net })}
        confirmVariant="primary"
        busy={instant.isPending}
        onConfirm={confirm}
        returnFocusTo={opener}
      >
        <div aria-live="assertive">
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </section>
  );
}
