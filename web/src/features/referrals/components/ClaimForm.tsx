import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useCurrentUser } from '../../auth/auth-context';
import { useClaimReferralCode } from '../api/claim-referral-code';
import { cleanCode, forgetCode } from '../remembered-code';

/** "Who referred you?": shown while the user may still name a referrer (new, not referred yet). */
export function ClaimForm() {
  const { t } = useTranslation(['referrals', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const claim = useClaimReferralCode();
  const role = useCurrentUser()?.role;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = cleanCode(code);
    if (!clean) {
      setError(t('referrals:claim.invalid'));
      return;
    }
    setError(undefined);
    claim.mutate(clean, {
      onSuccess: (overview) => {
        forgetCode();
        const success = role === 'cleaner' ? 'referrals:autoClaim.successCleaner' : 'referrals:autoClaim.success';
        toast({ title: t('referrals:autoClaim.successTitle'), description: t(success, { name: overview.referredBy?.firstName ?? '' }), variant: 'success' });
      },
      onError: (e) => setError(describe(e, t('referrals:errors.claimFailed'))),
    });
  };

  return (
    <section className="card referral-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('referrals:claim.title')}</h2>
      <p>{t(role === 'cleaner' ? 'referrals:claim.leadCleaner' : role === 'client' ? 'referrals:claim.leadClient' : 'referrals:claim.lead')}</p>
      <form className="referral-claim" onSubmit={onSubmit} noValidate>
        <TextField label={t('referrals:claim.label')} value={code} onChange={(e) => setCode(e.target.value)} error={error} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40} />
        <SubmitButton busy={claim.isPending}>{t('referrals:claim.submit')}</SubmitButton>
      </form>
    </section>
  );
}
