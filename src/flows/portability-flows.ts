import type { Flow } from './outbox.js';
import type { PersonalDataSection, PersonalDataSource } from '../shared/personal-data.js';
import { DATA_EXPORT_REQUESTED, type SectionName } from '../../modules/portability/index.js';

/**
 * A person asked for their data (portability module, in the request's transaction): the archive is
 * prepared in the background, retried while a module or the file store fails, and still prepared when
 * the process that recorded the request died (any instance's poller). docs/decisions.md, "Data portability".
 */
export interface PortabilityFlowSteps {
  portability: { buildArchive(exportId: string): Promise<void> };
}

export const dataExportRequested = (s: PortabilityFlowSteps): Flow => ({
  event: DATA_EXPORT_REQUESTED,
  background: true,
  steps: [{ name: 'portability.build_archive', run: (p) => s.portability.buildArchive(String(p.exportId)) }],
});

type Api = { api: { personalData: PersonalDataSource } };

export interface PersonalDataModules {
  identity: Api;
  properties: Api;
  cleaners: Api;
  availability: Api;
  booking: Api;
  payments: Api;
  payouts: Api;
  invoices: Api;
  messaging: Api;
  reviews: { api: { personalData: PersonalDataSource; writtenIds(authorId: string): Promise<string[]> } };
  content: { api: { testimonialsQuoting(reviewIds: string[]): Promise<PersonalDataSection> } };
  feedback: Api;
  referrals: Api;
  newsletter: Api;
  legal: Api;
  contact: Api;
  sellerReporting: Api;
  integrations: Api;
  push: Api;
  cases: Api;
}

/** Which module answers for each JSON file of the archive (each reads only its own tables). */
export function personalDataSources(m: PersonalDataModules): Record<SectionName, PersonalDataSource> {
  return {
    account: (s) => m.identity.api.personalData(s),
    properties: (s) => m.properties.api.personalData(s),
    'cleaner-profile': (s) => m.cleaners.api.personalData(s),
    availability: (s) => m.availability.api.personalData(s),
    bookings: (s) => m.booking.api.personalData(s),
    payments: (s) => m.payments.api.personalData(s),
    payouts: (s) => m.payouts.api.personalData(s),
    invoices: (s) => m.invoices.api.personalData(s),
    messages: (s) => m.messaging.api.personalData(s),
    reviews: (s) => m.reviews.api.personalData(s),
    // Content knows reviews by id only: the testimonials quoting the reviews this person wrote.
    testimonials: async (s) => m.content.api.testimonialsQuoting(await m.reviews.api.writtenIds(s.userId)),
    'cleaner-feedback': (s) => m.feedback.api.personalData(s),
    referrals: (s) => m.referrals.api.personalData(s),
    newsletter: (s) => m.newsletter.api.personalData(s),
    terms: (s) => m.legal.api.personalData(s),
    contact: (s) => m.contact.api.personalData(s),
    'seller-identification': (s) => m.sellerReporting.api.personalData(s),
    'api-keys': (s) => m.integrations.api.personalData(s),
    'push-notifications': (s) => m.push.api.personalData(s),
    cases: (s) => m.cases.api.personalData(s),
  };
}
