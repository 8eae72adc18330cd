import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { usePageTitle } from '../../../lib/use-page-title';
import { BLOG_PAGE_SIZE, useBlogPosts } from '../api/list-blog-posts';
import { BLOG_CATEGORIES, type BlogCategory } from '../api/types';
import { ContentError } from '../components/ContentError';
import { PostCard } from '../components/PostCard';
import { readBlogCategory, readPage } from '../content-helpers';
import '../content.css';

const hrefFor = (category: BlogCategory | null, page = 1) => {
  const q = new URLSearchParams();
  if (category) q.set('category', category);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/blog?${s}` : '/blog';
};

/** /blog: published articles, newest first, by category, with their reading time. */
export function BlogPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('blog.title'));
  const [params] = useSearchParams();
  const category = readBlogCategory(params.get('category'));
  const page = readPage(params.get('page'));
  const posts = useBlogPosts(category, page);
  const counts = new Map((posts.data?.categories ?? []).map((c) => [c.category, c.count]));
  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.total / BLOG_PAGE_SIZE)) : 1;

  return (
    <div className="container content-page blog-page">
      <h1>{t('blog.title')}</h1>
      <p className="content-page__lead">{t('blog.lead')}</p>
      <nav className="blog-categories" aria-label={t('blog.filterLabel')}>
        <ul>
          <li>
            <Link to={hrefFor(null)} className="chip" aria-current={category === null ? 'page' : undefined}>
              {t('blog.all')}
            </Link>
          </li>
          {BLOG_CATEGORIES.filter((c) => counts.has(c) || c === category).map((c) => (
            <li key={c}>
              <Link to={hrefFor(c)} className="chip" aria-current={category === c ? 'page' : undefined}>
                {t(`blog.categories.${c}`)} <span className="chip__count">({counts.get(c) ?? 0})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.isPending ? (
        <PageLoading />
      ) : posts.isError ? (
        <ContentError error={posts.error} fallback={t('blog.loadFailed')} onRetry={() => void posts.refetch()} />
      ) : posts.data.items.length === 0 ? (
        <p>{t('blog.empty')}</p>
      ) : (
        <div aria-busy={posts.isFetching || undefined}>
          <p className="blog-page__count">{t('blog.total', { count: posts.data.total })}</p>
          <ul className="post-grid">
            {posts.data.items.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={2} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="blog-pager" aria-label={t('blog.pagination')}>
              {page > 1 ? <Link to={hrefFor(category, page - 1)}>{t('blog.previous')}</Link> : <span />}
              <span>{t('blog.pageOf', { page, pages })}</span>
              {page < pages ? <Link to={hrefFor(category, page + 1)}>{t('blog.next')}</Link> : <span />}
            </nav>
          ) : null}
        </div>
      )}
    </div>
  );
}
