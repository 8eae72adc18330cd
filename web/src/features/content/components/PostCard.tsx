import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../api/types';
import { formatPublished } from '../format';

/** One article in a list: its title links to it; category, date and reading time below. */
export function PostCard({ post, headingLevel }: { post: BlogPostSummary; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation('content');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card post-card">
      <p className="post-card__category">{t(`blog.categories.${post.category}`)}</p>
      <Heading className="post-card__title">
        <Link to={`/blog/${post.slug}`}>{post.title}</Link>
      </Heading>
      <p className="post-card__excerpt">{post.excerpt}</p>
      <p className="post-card__meta">
        <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt, i18n.resolvedLanguage)}</time>
        <span aria-hidden="true"> · </span>
        <span>{t('blog.readingTime', { count: post.readingMinutes })}</span>
      </p>
    </article>
  );
}
