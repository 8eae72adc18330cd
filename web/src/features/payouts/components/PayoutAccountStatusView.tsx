import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useStartPayoutSetup } from '../api/payout-account-link';
import type { PayoutAccount } from '../api/types';
import { accountTone, describeRequirements, setupAction } from '../payout-account';

/**
 * The connected account's state in words, what the provider still needs, and the button to the
 * provider's onboarding ("Configurer mes versements" / "Continuer la configuration").
 */
export function PayoutAccountStatusView({ account, compact = false }: { account: PayoutAccount; compact?: boolean }) {
  const { t } = useTranslation('payouts');
  const describe = useDescribeError();
  const setup = useStartPayoutSetup();
  const action = setupAction(account);
  const missing = describeRequirements(account.requirements);

  return (
    <div className="payout-account">
      <p>
        <span className={`payout-badge payout-badge--${accountTone(account.status)}`} data-testid="payout-account-status">
          {t('account.statusLine', { status: t(`account.status.${account.status}`) })}
        </span>
      </p>
      {compact ? null : <p>{t(`account.explain.${account.status}`)}</p>}
      {!account.canReceiveTransfers && account.status !== 'none' ? <p className="field__hint">{t('account.cannotAccept')}</p> : null}
      {missing.length > 0 ? (
        <>
          <p className="payout-account__missing-title">{t('account.missingTitle')}</p>
          <ul className="payout-account__missing">
            {missing.map((item) => ('key' in item ? <li key={item.key}>{t(`requirements.${item.key}`)}</li> : <li key={item.raw}><code>{item.raw}</code></li>))}
          </ul>
        </>
      ) : null}
      {action ? (
        <SubmitButton type="button" variant={action === 'start' ? 'primary' : 'secondary'} busy={setup.isPending || setup.isSuccess} onClick={() => setup.mutate()}>
          {t(`account.${action}`)}
        </SubmitButton>
      ) : null}
      <div aria-live="assertive">{setup.isError ? <p className="field__error">{describe(setup.error, t('account.linkFailed'))}</p> : null}</div>
      {account.provider === 'development' && !compact ? <p className="field__hint">{t('account.development')}</p> : null}
    </div>
  );
}
