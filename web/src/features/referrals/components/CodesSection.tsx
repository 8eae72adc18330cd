import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useDeleteReferralCode } from '../api/delete-referral-code';
import { useGenerateReferralCode } from '../api/generate-referral-code';
import { useUpdateReferralCode } from '../api/update-referral-code';
import type { ReferralCode } from '../api/types';
import { codeCapReached } from '../referral-summary';

/** Whether the device has a share sheet (phones): read after the first render, as the server draws none. */
function useCanShare(): boolean {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  return canShare;
}

/**
 * The user's codes: generate, share the link (the phone's share sheet) or copy it, activate or
 * deactivate, delete (after a confirmation). `friendDiscount`: what the friend gets, already formatted.
 */
export function CodesSection({ codes, canGenerate, maxActiveCodes, friendDiscount }: { codes: ReferralCode[]; canGenerate: boolean; maxActiveCodes: number; friendDiscount: string }) {
  const { t } = useTranslation(['referrals', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const generate = useGenerateReferralCode();
  const update = useUpdateReferralCode();
  const remove = useDeleteReferralCode();
  const [deleting, setDeleting] = useState<ReferralCode | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const capReached = canGenerate && codeCapReached(codes, maxActiveCodes);

  const failed = (error: unknown, fallbackKey: string) => toast({ title: t('common:toast.error'), description: describe(error, t(fallbackKey)), variant: 'destructive' });

  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (code) => toast({ title: t('referrals:codes.generated', { code: code.code }), variant: 'success' }),
      onError: (error) => failed(error, 'referrals:errors.generateFailed'),
    });

  const copy = async (code: ReferralCode) => {
    try {
      await navigator.clipboard.writeText(code.link);
      toast({ title: t('referrals:codes.copied'), variant: 'success' });
    } catch {
      toast({ title: t('common:toast.error'), description: t('referrals:errors.copyFailed', { link: code.link }), variant: 'destructive' });
    }
  };

  // On a phone a link is sent from the share sheet (Messages, courriel, Messenger…), not pasted (issue #40).
  const canShare = useCanShare();
  const share = async (code: ReferralCode) => {
    try {
      await navigator.share({ title: t('referrals:codes.shareTitle'), text: t('referrals:codes.shareText', { amount: friendDiscount }), url: code.link });
    } catch (failure) {
      // Closing the sheet is not a failure; a sheet that cannot open leaves the link to copy.
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      await copy(code);
    }
  };

  const toggle = (code: ReferralCode) =>
    update.mutate(
      { id: code.id, active: !code.active },
      {
        onSuccess: (saved) => toast({ title: t(saved.active ? 'referrals:codes.activated' : 'referrals:codes.deactivated', { code: saved.code }), variant: 'success' }),
        onError: (error) => failed(error, 'referrals:errors.updateFailed'),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const code = deleting;
    remove.mutate(code.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t('referrals:codes.deleted', { code: code.code }), variant: 'success' });
      },
      onError: (error) => {
        setDeleting(null);
        failed(error, 'referrals:errors.deleteFailed');
      },
    });
  };

  return (
    <section className="card referral-section" aria-labelledby="referral-codes-title">
      <div className="referral-section__head">
        <h2 id="referral-codes-title">{t('referrals:codes.title')}</h2>
        {canGenerate ? (
          <SubmitButton type="button" busy={generate.isPending} onClick={onGenerate} disabled={capReached} aria-describedby={capReached ? 'referral-codes-cap' : undefined}>
            {t('referrals:codes.generate')}
          </SubmitButton>
        ) : null}
      </div>
      <p>{t('referrals:codes.lead')}</p>
      {capReached ? (
        <p id="referral-codes-cap" className="referral-codes__cap" role="status">
          {t('referrals:codes.capReached', { count: maxActiveCodes })}
        </p>
      ) : null}
      {codes.length === 0 ? (
        <p>{canGenerate ? t('referrals:codes.empty') : t('referrals:codes.noRole')}</p>
      ) : (
        <ul className="referral-codes">
          {codes.map((code) => (
            <li key={code.id} className="referral-codes__item" data-code={code.code}>
              <div className="referral-codes__main">
                <strong className="referral-code">{code.code}</strong>
                <span className={`referral-badge referral-badge--${code.active ? 'active' : 'inactive'}`}>{t(code.active ? 'referrals:codes.active' : 'referrals:codes.inactive')}</span>
                <span className="referral-codes__uses">{t('referrals:codes.uses', { count: code.uses })}</span>
              </div>
              <input className="field__input referral-codes__link" readOnly value={code.link} aria-label={t('referrals:codes.linkLabel', { code: code.code })} onFocus={(e) => e.currentTarget.select()} />
              <div className="referral-codes__actions">
                {canShare ? (
                  <button type="button" className="btn btn--primary" onClick={() => void share(code)} disabled={!code.active}>
                    {t('referrals:codes.share')}
                  </button>
                ) : null}
                <button type="button" className="btn btn--secondary" onClick={() => void copy(code)} disabled={!code.active}>
                  {t('referrals:codes.copy')}
                </button>
                <button type="button" className="btn btn--secondary" onClick={() => toggle(code)} disabled={update.isPending}>
                  {t(code.active ? 'referrals:codes.deactivate' : 'referrals:codes.activate')}
                </button>
                <button
                  type="button"
                  className="btn btn--danger"
                  onClick={(e) => {
                    openerRef.current = e.currentTarget;
                    setDeleting(code);
                  }}
                >
                  {t('referrals:codes.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        returnFocusTo={openerRef}
        title={t('referrals:codes.confirmTitle')}
        description={t('referrals:codes.confirmText', { code: deleting?.code ?? '' })}
        cancelLabel={t('referrals:codes.cancel')}
        confirmLabel={t('referrals:codes.confirmDelete')}
        confirmVariant="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
