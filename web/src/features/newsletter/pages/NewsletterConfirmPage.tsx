import { useConfirmNewsletter } from '../api/confirm-newsletter';
import { NewsletterLinkResult } from '../components/NewsletterLinkResult';

/** /newsletter/confirm/:token — the double opt-in link of the confirmation email. */
export function NewsletterConfirmPage() {
  return <NewsletterLinkResult kind="confirm" action={useConfirmNewsletter()} />;
}
