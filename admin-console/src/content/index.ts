import ArticleIcon from '@mui/icons-material/Article';
import CollectionsIcon from '@mui/icons-material/Collections';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InsightsIcon from '@mui/icons-material/Insights';
import QuizIcon from '@mui/icons-material/Quiz';
import WebIcon from '@mui/icons-material/Web';
import { lazy } from 'react';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { contentDataProvider, isContentResource } from './content-api';

// Pages load on first visit (react-admin's Layout wraps routes in Suspense).
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

/** The storefront's content (issue #15), edited in both languages side by side. Admins only, like the whole console. */
export const contentResources = {
  'faq-entries': {
    list: page(() => import('./FaqEntries'), 'FaqList'),
    edit: page(() => import('./FaqEntries'), 'FaqEdit'),
    create: page(() => import('./FaqEntries'), 'FaqCreate'),
    icon: QuizIcon,
    recordRepresentation: 'questionFr',
  },
  'service-pages': {
    list: page(() => import('./ServicePages'), 'ServicePageList'),
    edit: page(() => import('./ServicePages'), 'ServicePageEdit'),
    icon: WebIcon,
    recordRepresentation: 'titleFr',
  },
  'blog-posts': {
    list: page(() => import('./BlogPosts'), 'BlogPostList'),
    edit: page(() => import('./BlogPosts'), 'BlogPostEdit'),
    create: page(() => import('./BlogPosts'), 'BlogPostCreate'),
    icon: ArticleIcon,
    recordRepresentation: 'titleFr',
  },
  'gallery-items': {
    list: page(() => import('./GalleryItems'), 'GalleryItemList'),
    edit: page(() => import('./GalleryItems'), 'GalleryItemEdit'),
    create: page(() => import('./GalleryItems'), 'GalleryItemCreate'),
    icon: CollectionsIcon,
    recordRepresentation: 'captionFr',
  },
  testimonials: {
    list: page(() => import('./Testimonials'), 'TestimonialList'),
    edit: page(() => import('./Testimonials'), 'TestimonialEdit'),
    create: page(() => import('./Testimonials'), 'TestimonialCreate'),
    icon: FormatQuoteIcon,
    recordRepresentation: (r: { review?: { authorName: string } | null }) => r.review?.authorName ?? '—',
  },
  'impact-figures': {
    list: page(() => import('./ImpactFigures'), 'ImpactFigureList'),
    edit: page(() => import('./ImpactFigures'), 'ImpactFigureEdit'),
    create: page(() => import('./ImpactFigures'), 'ImpactFigureCreate'),
    icon: InsightsIcon,
    recordRepresentation: 'labelFr',
  },
};

/** The console's data provider with the content resources routed to their own. */
export function withContentResources(base: DataProvider): DataProvider {
  return combineDataProviders((resource) => (isContentResource(resource) ? contentDataProvider : base));
}
