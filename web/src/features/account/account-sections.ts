import type { Role } from '../../api/types';

/**
 * The account page's sections, each at its own address /account/<id> (issue #40: one page 11 800 px
 * tall, API keys and account deletion above the cleaner's own profile). French-first labels in
 * `account:sections.<id>`; a person sees only the sections of their role.
 */
export const ACCOUNT_SECTIONS = ['profile', 'availability', 'rates', 'documents', 'payouts', 'notifications', 'security', 'integrations', 'account'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

const CLEANER_ONLY: ReadonlySet<AccountSection> = new Set(['availability', 'rates', 'documents']);

export function sectionsFor(role: Role | null): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((s) => {
    if (CLEANER_ONLY.has(s)) return role === 'cleaner';
    // Invoices (clients), payout account (cleaners), keys and webhooks: a client's or a cleaner's.
    if (s === 'payouts' || s === 'integrations') return role === 'client' || role === 'cleaner';
    if (s === 'notifications') return role !== 'admin';
    return true;
  });
}

export const accountPath = (section: AccountSection, anchor?: string): string => `/account/${section}${anchor ? `#${anchor}` : ''}`;

/** Where the anchors of the former single page (/profile#…, in emails and return pages) now live. */
const ANCHOR_SECTIONS: Record<string, AccountSection> = {
  'payout-account': 'payouts',
  'data-export': 'account',
  'delete-account': 'account',
  'api-keys': 'integrations',
  webhooks: 'integrations',
  notifications: 'notifications',
  push: 'notifications',
  invoices: 'payouts',
};

/** The address /profile and /account lead to: the section holding the anchor, else the first one. */
export function legacyAccountPath(hash: string, role: Role | null): string {
  const anchor = hash.replace(/^#/, '');
  const section = ANCHOR_SECTIONS[anchor];
  const allowed = sectionsFor(role);
  return section && allowed.includes(section) ? accountPath(section, anchor) : accountPath(allowed[0]!);
}

/** The section an address names, when this person has it; null sends them to their first. */
export function sectionOf(param: string | undefined, role: Role | null): AccountSection | null {
  const allowed = sectionsFor(role);
  return allowed.find((s) => s === param) ?? null;
}
