import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * The newsletter subscription of the account's address for its data export: its state, and each
 * consent record (sign-up, confirmation, unsubscription) with its time, language, source and the
 * wording's version, and each newsletter delivered to it. Not the IP's keyed hash (it identifies nothing for the person) nor the link tokens.
 */
export const newsletterPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const [subscriber] = await em().execute<{ id: string }[]>(
      'select id, email, locale, status, requested_at, confirmed_at, unsubscribed_at, created_at, updated_at from newsletter_subscribers where email = lower(btrim(?))',
      [subject.email],
    );
    if (!subscriber) return { data: { subscription: null }, files: [] };
    const consents = await em().execute<object[]>(
      'select action, at, locale, source, consent_text_version, terms_version from newsletter_consents where subscriber_id = ? order by at',
      [subscriber.id],
    );
    // The newsletters sent (or being sent) to the address: which one, in which language, when.
    const deliveries = await em().execute<object[]>(
      `select d.campaign_id, c.subject_fr, c.subject_en, d.status, d.locale, d.sent_at, d.created_at
         from newsletter_deliveries d join newsletter_campaigns c on c.id = d.campaign_id where d.subscriber_id = ? order by d.created_at`,
      [subscriber.id],
    );
    const { id: _id, ...subscription } = subscriber;
    return { data: { subscription: { ...exportRow(subscription), consents: consents.map(exportRow), deliveries: deliveries.map(exportRow) } }, files: [] };
  };
