import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useCurrentUser } from '../../auth/auth-context';
import { useAcceptTerms } from '../api/accept-terms';
import { useTermsAcceptance } from '../api/get-terms-acceptance';
import type { LegalLanguage } from '../api/types';

/**
 * On /terms, for a signed-in person who has not accepted the version in force: accept it here, in the
 * language being read. Reading English and pressing "I accept the English version" is the express choice
 * the Charter of the French language asks for; otherwise the French version binds.
 */
export function TermsAcceptBox({ version, language }: { version: string; language: LegalLanguage }) {
  const { t } = useTranslation('legal');
  const user = useCurrentUser();
  const userId = user && user.role !== 'admin' ? user.id : null;
  const status = useTermsAcceptance(userId);
  const accept = useAcceptTerms(userId ?? '');
  const toast = useToast();
  const describe = useDescribeError();
  if (!userId || !status.data?.mustAccept || status.data.currentVersion !== version) return null;

  const onAccept = () =>
    accept.mutate(
      { version, language },
      {
        onSuccess: () => toast({ title: t('accept.doneTitle'), description: t('accept.done', { version }), variant: 'success' }),
        onError: (error) => toast({ title: t('accept.failedTitle'), description: describe(error, t('accept.failed')), variant: 'destructive' }),
      },
    );

  return (
    <section className="card legal-accept" aria-labelledby="legal-accept-title">
      <h2 id="legal-accept-title">{t('accept.title', { version })}</h2>
      <p>{language === 'en' ? t('accept.textEnglish') : t('accept.text')}</p>
      <SubmitButton type="button" busy={accept.isPending} onClick={onAccept}>
        {language === 'en' ? t('accept.buttonEnglish') : t('accept.button')}
      </SubmitButton>
    </section>
  );
}
