import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageLoading } from '../../../components/ui/PageLoading';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGallery } from '../api/list-gallery';
import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryItem } from '../api/types';
import { ContentError } from '../components/ContentError';
import { readGalleryCategory } from '../content-helpers';
import '../content.css';

/**
 * How wide each picture is drawn (content.css): two per pair, one pair per row below about 1016 px,
 * two pairs per row above, the container capped at 72rem.
 */
const PICTURE_SIZES = '(min-width: 1152px) 260px, (min-width: 1016px) calc(25vw - 30px), calc(50vw - 32px)';

/** `first`: the first pair may be the page's largest paint, so it is not lazy. */
function Pair({ item, first }: { item: GalleryItem; first: boolean }) {
  const { t } = useTranslation('content');
  return (
    <figure className="card gallery-pair">
      <div className="gallery-pair__images">
        <div className="gallery-pair__side">
          <ResponsiveImage image={item.before} alt={t('gallery.beforeAlt', { caption: item.caption })} sizes={PICTURE_SIZES} priority={first} />
          <span className="gallery-pair__tag" aria-hidden="true">
            {t('gallery.before')}
          </span>
        </div>
        <div className="gallery-pair__side">
          <ResponsiveImage image={item.after} alt={t('gallery.afterAlt', { caption: item.caption })} sizes={PICTURE_SIZES} priority={first} />
          <span className="gallery-pair__tag gallery-pair__tag--after" aria-hidden="true">
            {t('gallery.after')}
          </span>
        </div>
      </div>
      <figcaption className="gallery-pair__caption">
        {item.isDemo ? (
          <span className="badge badge--demo" title={t('gallery.demoNote')}>
            {t('gallery.demo')}
          </span>
        ) : null}
        <span>{item.caption}</span>
        {item.isDemo ? <span className="gallery-pair__demo-note">{t('gallery.demoNote')}</span> : null}
      </figcaption>
    </figure>
  );
}

/** /gallery: published before/after pairs, filtered by room (spec section 2: all, kitchen, bathroom, living, office). */
export function GalleryPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('gallery.title'));
  const [params, setParams] = useSearchParams();
  const category = readGalleryCategory(params.get('category'));
  const gallery = useGallery(category);
  const choose = (next: GalleryCategory | null) => setParams(next ? { category: next } : {}, { replace: true });

  return (
    <div className="container content-page gallery-page">
      <h1>{t('gallery.title')}</h1>
      <p className="content-page__lead">{t('gallery.lead')}</p>
      <div className="gallery-filters" role="group" aria-label={t('gallery.filterLabel')}>
        {([null, ...GALLERY_CATEGORIES] as const).map((c) => (
          <button key={c ?? 'all'} type="button" className="chip" aria-pressed={category === c} onClick={() => choose(c)}>
            {t(`gallery.filters.${c ?? 'all'}`)}
          </button>
        ))}
      </div>
      <p className="gallery-page__count" role="status">
        {gallery.data ? t('gallery.count', { count: gallery.data.length }) : ''}
      </p>
      {gallery.isPending ? (
        <PageLoading />
      ) : gallery.isError ? (
        <ContentError error={gallery.error} fallback={t('gallery.loadFailed')} onRetry={() => void gallery.refetch()} />
      ) : gallery.data.length === 0 ? (
        <EmptyState art="gallery">
          <p>{t('gallery.empty')}</p>
        </EmptyState>
      ) : (
        <ul className="gallery-grid" aria-busy={gallery.isFetching || undefined}>
          {gallery.data.map((item, index) => (
            <li key={item.id}>
              <Pair item={item} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
