import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { PageLoading } from '../../../components/ui/PageLoading';
import { blogPostingJsonLd } from '../../../seo/json-ld';
import { usePageMeta, useServerStatus } from '../../../seo/use-page-meta';
import { useSite } from '../../../seo/use-site';
import { useBlogPost } from '../api/get-blog-post';
import { ContentError } from '../components/ContentError';
import { PostCard } from '../components/PostCard';
import { RichText } from '../components/RichText';
import { formatPublished } from '../format';
import '../content.css';

/** /blog/:slug: one article, then up to three related ones (same category first). */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('content');
  const post = useBlogPost(slug);
  const missing = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
  const site = useSite();
  usePageMeta({
    title: post.data?.title ?? (missing ? t('blog.notFoundTitle') : t('blog.title')),
    description: post.data?.excerpt,
    ogType: post.data ? 'article' : 'website',
    noindex: missing,
    jsonLd: post.data ? [blogPostingJsonLd(site, post.data)] : undefined,
  });
  useServerStatus(missing ? 404 : null);

  if (post.isPending) return <PageLoading />;
  if (post.isError) {
    return (
      <div className="container notice-page">
        <h1>{missing ? t('blog.notFoundTitle') : t('blog.title')}</h1>
        {missing ? <p>{t('blog.notFoundText')}</p> : <ContentError error={post.error} fallback={t('blog.loadFailed')} onRetry={() => void post.refetch()} />}
        <p>
          <Link to="/blog">{t('blog.back')}</Link>
        </p>
      </div>
    );
  }

  const p = post.data;
  return (
    <div className="container content-page blog-post">
      <p className="blog-post__back">
        <Link to="/blog">← {t('blog.back')}</Link>
      </p>
      <article className="blog-post__article">
        <header>
          <p className="post-card__category">
            <Link to={`/blog?category=${p.category}`}>{t(`blog.categories.${p.category}`)}</Link>
          </p>
          <h1>{p.title}</h1>
          <p className="content-page__lead">{p.excerpt}</p>
          <p className="post-card__meta">
            <span>{t('blog.by', { name: p.authorName })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={p.publishedAt}>{t('blog.publishedOn', { date: formatPublished(p.publishedAt, i18n.resolvedLanguage) })}</time>
            <span aria-hidden="true"> · </span>
            <span>{t('blog.readingTime', { count: p.readingMinutes })}</span>
          </p>
        </header>
        <RichText html={p.bodyHtml} className="blog-post__body" />
      </article>
      {p.related.length ? (
        <aside className="blog-post__related" aria-labelledby="related-title">
          <h2 id="related-title">{t('blog.related')}</h2>
          <ul className="post-grid">
            {p.related.map((r) => (
              <li key={r.slug}>
                <PostCard post={r} headingLevel={3} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
