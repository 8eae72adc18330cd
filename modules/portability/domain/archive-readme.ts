import type { Locale } from '../../../src/shared/locale.js';
import { formatDateTime } from '../../../src/shared/datetime-format.js';

/**
 * The archive's JSON files, one per module, in the order they are written. Each name is also the
 * file's (`bookings.json`); the shell maps every one to the module that answers for it.
 */
export const SECTIONS = [
  'account',
  'properties',
  'cleaner-profile',
  'availability',
  'bookings',
  'payments',
  'payouts',
  'invoices',
  'messages',
  'reviews',
  'testimonials',
  'cleaner-feedback',
  'referrals',
  'newsletter',
  'terms',
  'contact',
  'seller-identification',
  'api-keys',
  'push-notifications',
  'cases',
] as const;
export type SectionName = (typeof SECTIONS)[number];

const DESCRIPTIONS: Record<Locale, Record<SectionName, string>> = {
  fr: {
    account: 'votre compte\u00a0: nom, courriel, langue, date de naissance, genre, rôle, dates de création et de dernière connexion\u202f; vos sessions de connexion et demandes de réinitialisation du mot de passe (dates seulement)\u202f; votre photo de profil (files/avatar.webp).',
    properties: 'vos propriétés, telles que vous les avez saisies (adresse, pièces, accès, Wi-Fi, notes), y compris celles que vous avez supprimées et que nous conservons encore.',
    'cleaner-profile': 'votre profil professionnel (personne de ménage)\u00a0: présentation, services, villes et tarifs, adresse, numéros de TPS et de TVQ, étapes d’inscription\u202f; les documents que vous avez envoyés (files/documents/) et les décisions conservées après la destruction d’un document\u202f; vos photos de portfolio (files/portfolio/).',
    availability: 'vos disponibilités (créneaux ponctuels et hebdomadaires, dates retirées) et la date de création de votre calendrier abonné.',
    bookings: 'vos réservations, comme vous les voyez\u00a0: date, durée, service, prix, tâches, historique des changements, annulations. Client\u00a0: votre propriété telle que réservée, vos notes et les photos avant/après de vos visites (files/visit-photos/). Personne de ménage\u00a0: le nom et la ville du lieu, les heures et distances de pointage, sans l’adresse ni les photos du domicile du client.',
    payments: 'vos paiements\u00a0: cartes enregistrées (marque, 4 derniers chiffres, expiration\u202f; les numéros sont conservés par Stripe, jamais par Éclat), paiements de vos réservations et remboursements.',
    payouts: 'vos versements (personne de ménage)\u00a0: compte de versement, gains par visite (brut, commission, taxes, net) et versements effectués.',
    invoices: 'vos factures. Client\u00a0: chaque facture en PDF (files/invoices/). Personne de ménage\u00a0: la liste des factures de vos visites et vos relevés mensuels en PDF (files/statements/).',
    messages: 'vos conversations\u00a0: pour chaque réservation, le nom de l’autre personne et les messages que vous avez écrits, ainsi que vos préférences de notification.',
    reviews: 'les avis que vous avez écrits (avec leur état) et les avis à votre sujet que vous pouvez lire dans l’application.',
    testimonials: 'les témoignages du site qui citent vos avis, avec l’accord que vous avez donné.',
    'cleaner-feedback': 'vos appréciations de personnes de ménage (j’aime, je n’aime pas, pas intéressé) et vos signalements, avec leur suite.',
    referrals: 'votre parrainage\u00a0: vos codes, les personnes parrainées (prénom), vos récompenses et qui vous a parrainé (prénom).',
    newsletter: 'votre abonnement à l’infolettre pour l’adresse de votre compte, chaque consentement enregistré (date, langue, provenance) et chaque infolettre qui vous a été envoyée (objet, langue, date).',
    terms: 'vos acceptations des conditions d’utilisation\u00a0: version, langue choisie, date\u202f; les avis de nouvelles versions qui vous ont été envoyés.',
    contact: 'les messages que vous nous avez envoyés par le formulaire de contact en étant connecté, et les réponses de notre équipe.',
    'seller-identification': 'votre identification fiscale de vendeur (personne de ménage)\u00a0: type, nom légal, date de naissance, adresse, numéro d’entreprise\u202f; votre numéro d’assurance sociale n’y figure que masqué (3 derniers chiffres), puisque vous le connaissez et que l’archive pourrait circuler.',
    'api-keys': 'vos clés d’API\u00a0: nom, début de la clé, portées, expiration, dates de création, de révocation et de dernière utilisation, et l’adresse IP de cette dernière utilisation (jamais la clé elle-même, que nous ne conservons pas)\u202f; vos webhooks\u00a0: adresse, événements, état, nombre de livraisons (jamais leur secret).',
    cases: 'vos dossiers (problèmes signalés sur une visite) : le signalement, la réponse de la personne de ménage, la décision et son motif ; client : vos photos (files/case-photos/).',
    'push-notifications': 'les appareils sur lesquels vous recevez nos notifications\u00a0: navigateur et système, service de notification, dates d’abonnement et de dernière notification (jamais les clés de l’appareil)\u202f; vos choix de notifications par catégorie.',
  },
  en: {
    account: 'your account: name, email, language, date of birth, gender, role, creation and last sign-in dates; your sign-in sessions and password reset requests (dates only); your profile picture (files/avatar.webp).',
    properties: 'your properties as you entered them (address, rooms, access, Wi-Fi, notes), including the ones you deleted that we still keep.',
    'cleaner-profile': 'your professional profile (cleaner): presentation, services, cities and rates, address, GST and QST numbers, onboarding steps; the documents you sent (files/documents/) and the decisions kept after a document was destroyed; your portfolio photos (files/portfolio/).',
    availability: 'your availability (one-off and weekly slots, dates removed) and when your calendar feed was created.',
    bookings: 'your bookings as you see them: date, duration, service, price, tasks, history of changes, cancellations. Clients: your property as booked, your notes and the before/after photos of your visits (files/visit-photos/). Cleaners: the place’s name and town, your punch times and distances, without the client’s address or photos of their home.',
    payments: 'your payments: saved cards (brand, last 4 digits, expiry; the numbers are kept by Stripe, never by Éclat), payments of your bookings and refunds.',
    payouts: 'your payouts (cleaners): payout account, earnings per visit (gross, commission, taxes, net) and payouts made.',
    invoices: 'your invoices. Clients: each invoice as a PDF (files/invoices/). Cleaners: the list of your visits’ invoices and your monthly statements as PDFs (files/statements/).',
    messages: 'your conversations: for each booking, the other person’s name and the messages you wrote, and your notification preferences.',
    reviews: 'the reviews you wrote (with their state) and the reviews about you that you can read in the app.',
    testimonials: 'the testimonials on the site that quote your reviews, with the agreement you gave.',
    'cleaner-feedback': 'your opinions of cleaners (like, dislike, not interested) and your reports, with their outcome.',
    referrals: 'your referrals: your codes, the people you referred (first name), your rewards and who referred you (first name).',
    newsletter: 'your newsletter subscription for your account’s address, each consent recorded (date, language, source) and each newsletter sent to you (subject, language, date).',
    terms: 'your acceptances of the terms of use: version, chosen language, date; the notices of new versions sent to you.',
    contact: "the messages you sent us through the contact form while signed in, and our team's replies.",
    'seller-identification': 'your seller tax identification (cleaners): type, legal name, date of birth, address, business number; your social insurance number appears masked only (last 3 digits), since you know it and the archive could travel.',
    'api-keys': 'your API keys: name, beginning of the key, scopes, expiry, creation, revocation and last-use times, and the IP address of that last use (never the key itself, which we do not keep); your webhooks: address, events, state, number of deliveries (never their secret).',
    cases: 'your cases (problems reported on a visit): the report, the cleaner’s answer, the decision and its reason; clients: your photos (files/case-photos/).',
    'push-notifications': 'the devices on which you receive our notifications: browser and system, push service, subscription and last notification dates (never the device’s keys); your notification choices per category.',
  },
};

export interface ReadmeFacts {
  name: string;
  email: string;
  requestedAt: Date;
  preparedAt: Date;
  /** Files a module listed but that were gone when the archive was made (deleted meanwhile). */
  missingFiles: string[];
  privacyOfficerEmail: string;
}

/** README.txt, in the person's language: what each file holds, the conventions, and what is left out. */
export function archiveReadme(locale: Locale, f: ReadmeFacts): string {
  const when = (d: Date) => formatDateTime(d, locale, { year: true });
  // French typography puts a space before the colon.
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const sections = SECTIONS.map((s) => `- ${s}.json${colon}${DESCRIPTIONS[locale][s]}`);
  const missing = f.missingFiles.length ? (locale === 'fr' ? ['', 'Fichiers supprimés entre-temps (non inclus)\u00a0:', ...f.missingFiles.map((m) => `- ${m}`)] : ['', 'Files deleted meanwhile (not included):', ...f.missingFiles.map((m) => `- ${m}`)]) : [];
  const lines =
    locale === 'fr'
      ? [
          'Vos données chez Éclat',
          '======================',
          '',
          `Archive préparée le ${when(f.preparedAt)} pour ${f.name} (${f.email}), à la suite de votre demande du ${when(f.requestedAt)}.`,
          '',
          'Elle contient les renseignements personnels qu’Éclat détient à votre sujet, dans un format structuré et couramment utilisé\u00a0: des fichiers JSON (texte UTF-8, lisible par un tableur ou un éditeur de texte) et, dans le dossier files/, les fichiers que vous nous avez transmis ou que nous avons produits pour vous. Un fichier qui ne vous concerne pas contient des listes vides.',
          '',
          'Conventions',
          '- Les dates et heures sont en UTC au format ISO 8601 (2026-11-30T15:00:00.000Z). Les dates seules (AAAA-MM-JJ) et les heures de créneau (minutes après minuit) sont à l’heure du Québec.',
          '- Les montants sont en cents de dollars canadiens (2500 = 25,00 $).',
          '- Les identifiants (id) relient les fichiers\u00a0: un bookingId de payments.json désigne une réservation de bookings.json.',
          '',
          'Fichiers',
          `- README.txt${colon}ce fichier.`,
          ...sections,
          ...missing,
          '',
          'Ce qui n’y est pas',
          '- Les renseignements personnels d’autres personnes\u00a0: d’une conversation, seuls vos messages et le nom de l’autre personne\u202f; d’une réservation, seul le nom de l’autre partie (et, pour une personne de ménage, ni l’adresse ni les photos du domicile du client).',
          '- Les mots de passe et jetons de connexion\u00a0: nous ne les conservons que sous forme d’empreinte irréversible.',
          '- Les notes internes de notre équipe et l’identité des employés qui ont pris une décision.',
          '- Ce qui a déjà été supprimé selon les délais de conservation de notre politique de confidentialité.',
          '',
          `Des questions ou une correction à demander\u202f? Écrivez à la personne responsable de la protection des renseignements personnels\u00a0: ${f.privacyOfficerEmail}.`,
        ]
      : [
          'Your data at Éclat',
          '==================',
          '',
          `Archive prepared on ${when(f.preparedAt)} for ${f.name} (${f.email}), following your request of ${when(f.requestedAt)}.`,
          '',
          'It holds the personal information Éclat keeps about you, in a structured, commonly used format: JSON files (UTF-8 text, readable with a spreadsheet or a text editor) and, in the files/ folder, the files you sent us or that we produced for you. A file that does not apply to you holds empty lists.',
          '',
          'Conventions',
          '- Dates and times are in UTC, ISO 8601 format (2026-11-30T15:00:00.000Z). Plain dates (YYYY-MM-DD) and slot times (minutes after midnight) are in Quebec time.',
          '- Amounts are in Canadian cents (2500 = $25.00).',
          '- Ids link the files: a bookingId in payments.json names a booking of bookings.json.',
          '',
          'Files',
          `- README.txt${colon}this file.`,
          ...sections,
          ...missing,
          '',
          'What is not included',
          '- Other people’s personal information: of a conversation, only your messages and the other person’s name; of a booking, only the other party’s name (and, for a cleaner, neither the address nor photos of the client’s home).',
          '- Passwords and sign-in tokens: we keep them only as irreversible fingerprints.',
          '- Our team’s internal notes and which employee made a decision.',
          '- What was already deleted under the retention periods of our privacy policy.',
          '',
          `Questions, or a correction to ask for? Write to the person in charge of the protection of personal information: ${f.privacyOfficerEmail}.`,
        ];
  // Windows' Notepad and most readers expect CRLF in a .txt handed to people.
  return `${lines.join('\r\n')}\r\n`;
}
