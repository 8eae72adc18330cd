import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useCurrentUser } from '../../auth/auth-context';
import { useClaimReferralCode } from '../api/claim-referral-code';
import { getMyReferrals } from '../api/get-my-referrals';
import { forgetCode, rememberedCode, subscribeToRememberedCode } from '../remembered-code';

/** One claim at a time per page, even when the shell mounts this twice (strict mode, remounts). */
let claiming: string | null = null;

function Claimer({ code, role }: { code: string; role: 'client' | 'cleaner' }) {
  const { t } = useTranslation(['referrals', 'common']);
  // A referred cleaner has no welcome discount (cleaners do not book): only a client is promised one.
  const success = role === 'cleaner' ? 'referrals:autoClaim.successCleaner' : 'referrals:autoClaim.success';
  const toast = useToast();
  const describe = useDescribeError();
  const claim = useClaimReferralCode();

  useEffect(() => {
    if (claiming === code) return;
    claiming = code;
    claim.mutate(code, {
      onSuccess: (overview) => {
        forgetCode();
        const name = overview.referredBy?.firstName ?? '';
        toast({ title: t('referrals:autoClaim.successTitle'), description: t(success, { name }), variant: 'success' });
      },
      onError: async (error) => {
        // A claim cut off by a page change may have been stored already: the same code is a success.
        if (error instanceof ApiError && error.code === 'referrals.already_referred') {
          const mine = await getMyReferrals().catch(() => null);
          if (mine?.referredBy?.code === code) {
            forgetCode();
            toast({ title: t('referrals:autoClaim.successTitle'), description: t(success, { name: mine.referredBy.firstName }), variant: 'success' });
            return;
          }
        }
        // A refusal is final (own code, already referred, not new...): said once, then forgotten.
        // A network or server failure keeps the code for the next page.
        if (error instanceof ApiError && error.status < 500) forgetCode();
        toast({ title: t('referrals:autoClaim.failedTitle'), description: describe(error, t('referrals:errors.claimFailed')), variant: 'destructive' });
      },
      onSettled: () => {
        claiming = null;
      },
    });
    // The code is the only input; the mutation and toast functions are stable enough for one call.
  }, [code]);

  return null;
}

/**
 * In the signed-in shell: a code remembered from a referral link (/referral-program?code=...) is
 * claimed once the person has an account and a role (after sign-up, the role choice comes first).
 */
export function ReferralAutoClaim() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const code = useSyncExternalStore(subscribeToRememberedCode, () => rememberedCode(), () => null);
  const role = user?.role;
  if (!code || (role !== 'client' && role !== 'cleaner')) return null;
  // The role page leaves for onboarding with a full page load right after the choice: claim on the next page.
  if (pathname.startsWith('/auth')) return null;
  // Its own boundary: loading the texts must not suspend the whole shell.
  return (
    <Suspense fallback={null}>
      <Claimer code={code} role={role} />
    </Suspense>
  );
}
