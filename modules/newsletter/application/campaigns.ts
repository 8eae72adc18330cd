import type { Locale } from '../../../src/shared/locale.js';
import { afterCommit } from '../../../src/shared/unit-of-work.js';
import { editCampaign, newCampaign, startSending, textsIn, type Campaign, type CampaignTexts, type DeliveryProgress } from '../domain/campaign.js';
import { newsletterErrors } from '../domain/newsletter.errors.js';
import { newsletterIssue } from './newsletter-emails.js';
import type { CampaignListQuery, NewsletterDeps } from './ports.js';

export type CampaignView = Campaign & { progress: DeliveryProgress };

/**
 * A test email is not sent to a subscriber: its unsubscribe link is shaped like theirs but leads
 * nowhere (the page says the link is not valid), so a click on it unsubscribes nobody.
 */
const SAMPLE_UNSUBSCRIBE_TOKEN = 'exemple-lien-de-desabonnement';

function bothLanguages(c: CampaignTexts): Record<Locale, { subject: string; body: string }> {
  return { fr: textsIn(c, 'fr'), en: textsIn(c, 'en') };
}

/** The console's newsletters (issue #16): written in both languages, previewed, tested, then sent once. Admins only (the routes check). */
export function campaignsAdmin(deps: NewsletterDeps) {
  const { campaigns, clock } = deps;

  const withProgress = async (items: Campaign[]): Promise<CampaignView[]> => {
    const progress = await campaigns.progressOf(items.map((c) => c.id));
    return items.map((c) => ({ ...c, progress: progress.get(c.id)! }));
  };

  const found = async (id: string): Promise<Campaign> => {
    const campaign = await campaigns.findById(id);
    if (!campaign) throw newsletterErrors.campaignNotFound();
    return campaign;
  };

  return {
    async list(query: CampaignListQuery) {
      const { items, total } = await campaigns.list(query);
      return { items: await withProgress(items), total };
    },

    async get(id: string): Promise<CampaignView> {
      const [view] = await withProgress([await found(id)]);
      return view!;
    },

    async create(texts: CampaignTexts, adminId: string): Promise<CampaignView> {
      const campaign = newCampaign({ id: deps.newId(), texts, by: adminId, now: clock.now() });
      await campaigns.insert(campaign);
      return { ...campaign, progress: { total: 0, pending: 0, sent: 0, failed: 0, skipped: 0 } };
    },

    async update(id: string, texts: CampaignTexts, adminId: string): Promise<CampaignView> {
      const saved = await deps.tx.run(async () => {
        const campaign = await campaigns.lockById(id);
        if (!campaign) throw newsletterErrors.campaignNotFound();
        const edited = editCampaign(campaign, texts, adminId, clock.now());
        await campaigns.save(edited);
        return edited;
      });
      const [view] = await withProgress([saved]);
      return view!;
    },

    /** The email as each language's subscribers will get it (with a sample unsubscribe link). */
    async preview(id: string) {
      const campaign = await found(id);
      const content = bothLanguages(campaign);
      const render = (locale: Locale) => {
        const m = newsletterIssue({ email: '', locale, unsubscribeToken: SAMPLE_UNSUBSCRIBE_TOKEN }, deps.settings.publicUrl, content);
        return { subject: m.subject, html: m.html, text: m.text };
      };
      return { fr: render('fr'), en: render('en') };
    },

    /** Both language versions to the admin's own address, through the outbox, headers included. */
    async sendTest(id: string, admin: { id: string; email: string }): Promise<{ sentTo: string; locales: Locale[] }> {
      return deps.tx.run(async () => {
        const campaign = await campaigns.lockById(id);
        if (!campaign) throw newsletterErrors.campaignNotFound();
        const content = bothLanguages(campaign);
        for (const locale of ['fr', 'en'] as const) {
          const m = newsletterIssue({ email: admin.email, locale, unsubscribeToken: SAMPLE_UNSUBSCRIBE_TOKEN }, deps.settings.publicUrl, content);
          await deps.mailer.send({ ...m, subject: `[TEST] ${m.subject}` });
        }
        await campaigns.save({ ...campaign, lastTestAt: clock.now() });
        return { sentTo: admin.email, locales: ['fr', 'en'] as Locale[] };
      });
    },

    /**
     * Sending starts: one delivery row per subscriber confirmed at this moment, created with the
     * status change in one transaction (a second request finds the newsletter no longer a draft).
     * The answer leaves at once; the deliveries go out in the background once this commits.
     */
    async send(id: string, adminId: string): Promise<CampaignView> {
      const now = clock.now();
      const started = await deps.tx.run(async () => {
        const campaign = await campaigns.lockById(id);
        if (!campaign) throw newsletterErrors.campaignNotFound();
        const sending = startSending(campaign, adminId, now);
        await campaigns.save(sending);
        await campaigns.createDeliveries(sending.id, now);
        // Nobody to send to: the newsletter is done at once.
        await campaigns.finishCampaigns(now);
        await afterCommit(async () => deps.kickDeliveries());
        return (await campaigns.findById(id))!;
      });
      const [view] = await withProgress([started]);
      return view!;
    },
  };
}
