import type { NewsletterDeps } from './ports.js';

/** Sign-ups never confirmed are forgotten some days after their link expired (an address nobody agreed to keep). */
export const purgeUnconfirmed = (deps: NewsletterDeps) => async (): Promise<number> => {
  const cutoff = new Date(deps.clock.now().getTime() - deps.settings.keepUnconfirmedDays * 86_400_000);
  return deps.subscribers.purgeUnconfirmed(cutoff);
};
