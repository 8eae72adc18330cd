/**
 * What the /contact page publishes besides its form: when the support team answers and how fast,
 * and who is in charge of personal information (Quebec's private-sector privacy act, s. 3.1-3.2).
 */
export interface SupportHours {
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  days: { from: number; to: number };
  /** "HH:MM" in timeZone. */
  opens: string;
  closes: string;
  timeZone: string;
  /** The answer comes within this many hours, counted in the team's open hours. */
  responseHours: number;
}

export interface PrivacyOfficer {
  name: string;
  title: { fr: string; en: string };
  email: string;
  address: string;
}

export interface ContactInfo {
  support: SupportHours;
  privacyOfficer: PrivacyOfficer;
}
