import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { NewsletterLinkResult } from '../components/NewsletterLinkResult';

/** /newsletter/unsubscribe/:token — the one-click link at the foot of every newsletter; no sign-in needed. */
export function NewsletterUnsubscribePage() {
  return <NewsletterLinkResult kind="unsubscribe" action={useUnsubscribeNewsletter()} />;
}
