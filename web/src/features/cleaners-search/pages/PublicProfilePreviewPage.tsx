import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicPreview } from '../api/get-public-preview';
import { PublicProfileBody } from './PublicCleanerProfilePage';
import '../cleaners-search.css';

/** /account/preview: a cleaner's public page as visitors will see it, before it is approved too (issue #40). */
export function PublicProfilePreviewPage() {
  const { t } = useTranslation('search');
  const describe = useDescribeError();
  const query = usePublicPreview();
  usePageTitle(t('profile.previewTitle'));
  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data) {
    return (
      <div className="container notice-page">
        <h1>{t('profile.previewTitle')}</h1>
        <p role="alert">{describe(query.error, t('errors.loadProfile'))}</p>
      </div>
    );
  }
  return <PublicProfileBody profile={query.data} preview />;
}
