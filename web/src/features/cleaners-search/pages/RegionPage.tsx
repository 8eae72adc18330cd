import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageMeta, useServerStatus } from '../../../seo/use-page-meta';
import { useRegion } from '../api/get-region';
import '../cleaners-search.css';

/** /region/:regionId: a Quebec administrative region and its municipalities, each linking to its city page. */
export function RegionPage() {
  const { regionId = '' } = useParams();
  const { t, i18n } = useTranslation('search');
  const describe = useDescribeError();
  const region = useRegion(regionId);
  const missing = region.error instanceof ApiError && (region.error.status === 404 || region.error.status === 400);
  usePageMeta({
    title: region.data ? region.data.name : missing ? t('region.notFoundTitle') : t('page.title'),
    description: region.data ? t('seo.regionDescription', { name: region.data.name }) : undefined,
    noindex: missing,
  });
  useServerStatus(missing ? 404 : null);

  if (region.isPending) return <PageLoading />;
  if (region.isError) {
    return (
      <div className="container notice-page">
        <h1>{missing ? t('region.notFoundTitle') : t('errors.loadRegion')}</h1>
        <p role="alert">{missing ? t('region.notFoundText') : describe(region.error, t('errors.loadRegion'))}</p>
        <p>
          <Link to="/cleaners">{t('city.searchAll')}</Link>
        </p>
      </div>
    );
  }

  const collator = new Intl.Collator(i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA');
  const places = region.data.places.slice().sort((a, b) => collator.compare(a.name, b.name));
  return (
    <div className="container cleaner-search">
      <h1>{region.data.name}</h1>
      <p className="cleaner-search__lead">{t('region.lead', { count: places.length })}</p>
      <p>
        <Link to="/cleaners">{t('city.searchAll')}</Link>
      </p>
      <h2>{t('region.places')}</h2>
      <ul className="region-places">
        {places.map((p) => (
          <li key={p.id}>
            <Link to={`/city/${encodeURIComponent(p.id)}`}>{p.name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
