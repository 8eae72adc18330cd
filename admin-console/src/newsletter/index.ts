import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { CAMPAIGNS_RESOURCE, NEWSLETTER_RESOURCES, SUBSCRIBERS_RESOURCE, newsletterDataProvider, type NewsletterCampaign } from './newsletter-api';

// Pages load on first visit (react-admin's Layout wraps routes in Suspense).
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

/**
 * The newsletter (issue #16): who is subscribed (read only: people subscribe and leave by themselves),
 * and newsletters written in French and English, previewed, tested, then sent once.
 */
export const newsletterResources = {
  [SUBSCRIBERS_RESOURCE]: {
    list: lazy(() => import('./SubscriberList')),
    icon: MarkEmailReadIcon,
    recordRepresentation: 'email',
  },
  [CAMPAIGNS_RESOURCE]: {
    list: lazy(() => import('./CampaignList')),
    show: lazy(() => import('./CampaignShow')),
    edit: page(() => import('./CampaignForm'), 'CampaignEdit'),
    create: page(() => import('./CampaignForm'), 'CampaignCreate'),
    icon: ForwardToInboxIcon,
    recordRepresentation: (r: NewsletterCampaign) => r.subjectFr,
  },
};

/** The console's data provider with the newsletter's resources routed to their own. */
export function withNewsletterResources(base: DataProvider): DataProvider {
  return combineDataProviders((resource) => (NEWSLETTER_RESOURCES.includes(resource) ? newsletterDataProvider : base));
}
