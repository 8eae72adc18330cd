/**
 * Words of the demo world (issue #35), in French and English: cleaners' bios, clients' reviews,
 * checklist tasks, reasons. French is written with plain spaces here and passed through
 * frenchSpacing() when used, which puts the no-break spaces French typography wants.
 */

export type Sentiment = 'great' | 'good' | 'mixed';

/** Openings of a bio; {city} and {years} are filled in. */
export const BIO_OPENINGS: { fr: Comment[]; en: Comment[] } = {
  fr: [
    "Je fais du ménage résidentiel à {city} depuis {years} et j'aime voir une maison briller quand je repars.",
    { female: 'Travailleuse autonome à {city} depuis {years}, je prends soin de votre maison comme si c’était la mienne.', male: 'Travailleur autonome à {city} depuis {years}, je prends soin de votre maison comme si c’était la mienne.' },
    "Ça fait {years} que j'entretiens des maisons, des condos et des plex à {city} et dans les environs.",
    { female: 'Minutieuse et ponctuelle, je nettoie des maisons à {city} depuis {years}.', male: 'Minutieux et ponctuel, je nettoie des maisons à {city} depuis {years}.' },
    'J’ai commencé à faire du ménage pour payer mes études et, {years} plus tard, c’est devenu mon métier à {city}.',
  ],
  en: [
    "I've been cleaning homes in {city} for {years} and I love leaving a place spotless.",
    'Independent cleaner in {city} for {years}: I treat your home the way I treat mine.',
    'Detail-oriented and punctual, I have cleaned houses, condos and duplexes around {city} for {years}.',
  ],
};

/** What the cleaner is known for (one of these follows the opening). */
export const BIO_SPECIALTIES = {
  fr: [
    'Les cuisines et les salles de bain, c’est ma spécialité : hotte, four, joints de céramique, rien n’est oublié.',
    'Je fais beaucoup de grands ménages de printemps et de fins de bail : les propriétaires me rappellent chaque 1er juillet.',
    'J’utilise des produits écologiques certifiés, sans parfum, sur demande.',
    'Les animaux ne me dérangent pas du tout, et je sais comment venir à bout des poils sur les divans.',
    'Je m’occupe aussi de condos Airbnb entre deux séjours : literie, salle de bain et petits détails pour les invités.',
    'Après des rénovations, je m’occupe de la poussière fine que personne ne veut ramasser.',
  ],
  en: [
    'Kitchens and bathrooms are my specialty: range hood, oven and grout included.',
    'I do a lot of spring cleaning and end-of-lease cleaning around July 1st.',
    'I use certified eco-friendly, fragrance-free products on request.',
    'Pets are welcome; I know how to deal with fur on couches.',
    'I also turn over Airbnb units between guests: linen, bathroom and the little touches.',
  ],
};

export const BIO_CLOSINGS = {
  fr: ['J’apporte mon équipement, je respecte vos consignes et je communique avant chaque visite.', 'Discrétion, fiabilité et bonne humeur garanties.', 'Je travaille surtout en semaine, parfois le samedi.'],
  en: ['I bring my own equipment and always confirm the day before.', 'Reliable, discreet and friendly.'],
};

/** The last sentence of a bilingual cleaner's bio. */
export const BIO_BILINGUAL = { fr: 'Je parle français et je me débrouille très bien en anglais.', en: 'I speak English and French.' };

/** A comment whose words agree with the cleaner's gender, or one that fits anyone. */
export type Comment = string | { female: string; male: string };

/**
 * Client reviews, by how the visit went. They name no one, so any cleaner fits; a sentence that
 * agrees with the cleaner's gender has both forms, and only the neutral ones go to a cleaner whose
 * gender is not known.
 */
export const REVIEW_COMMENTS: Record<'fr' | 'en', Record<Sentiment, Comment[]>> = {
  fr: {
    great: [
      'Travail impeccable ! Ma cuisine n’a jamais été aussi propre, même le dessus du frigo. Je recommande sans hésiter.',
      { female: 'Ponctuelle, efficace et très gentille avec mon chien. On a déjà réservé la prochaine visite.', male: 'Ponctuel, efficace et très gentil avec mon chien. On a déjà réservé la prochaine visite.' },
      'Un vrai grand ménage : plinthes, portes d’armoires, fenêtres. La maison sent bon le propre sans odeur de produits forts.',
      { female: 'Service rapide et soigné. Elle a même remarqué que la hotte avait besoin d’un nouveau filtre.', male: 'Service rapide et soigné. Il a même remarqué que la hotte avait besoin d’un nouveau filtre.' },
      'Je reviens d’une semaine de travail de nuit et je rentre dans une maison propre : ça n’a pas de prix. Merci !',
      { female: 'Très professionnelle et discrète, et tout était rangé exactement comme avant. Parfait pour notre fin de bail.', male: 'Très professionnel et discret, et tout était rangé exactement comme avant. Parfait pour notre fin de bail.' },
      'Notre condo était prêt pour la visite des acheteurs. Les comptoirs et la salle de bain brillaient.',
      'Excellent travail dans la salle de bain : les joints de céramique sont redevenus blancs. Je n’y croyais plus !',
      'À l’heure, à l’écoute de nos demandes, et le plancher de bois franc est superbe. Bravo !',
      'Deuxième visite et toujours aussi bien. Communication claire avant de venir, rien à redire.',
      'Ménage du printemps fait à fond, même le garage a eu droit à un coup de balai. Résultat très satisfaisant.',
      { female: 'Super avec les enfants qui tournaient autour. Efficace et souriante. On la garde !', male: 'Super avec les enfants qui tournaient autour. Efficace et souriant. On le garde !' },
    ],
    good: [
      'Bon travail dans l’ensemble. Quelques traces sur les fenêtres, mais le reste était très propre.',
      { female: 'Propre et efficace. Arrivée avec 15 minutes de retard, mais elle avait prévenu par texto.', male: 'Propre et efficace. Arrivé avec 15 minutes de retard, mais il avait prévenu par texto.' },
      'Bien fait, à un prix raisonnable. J’aurais aimé un peu plus d’attention au salon.',
      'Visite correcte, la cuisine était nickel. La salle de bain aurait pu être un peu plus frottée.',
      'Belle attitude et travail soigné. Il a manqué un peu de temps pour le sous-sol, on ajoutera une heure la prochaine fois.',
    ],
    mixed: [
      'Le résultat était correct, mais la visite a commencé en retard et certaines pièces ont été faites rapidement.',
      { female: 'Cuisine très propre, par contre les chambres ont été oubliées. Elle est revenue les faire le lendemain, c’est apprécié.', male: 'Cuisine très propre, par contre les chambres ont été oubliées. Il est revenu les faire le lendemain, c’est apprécié.' },
    ],
  },
  en: {
    great: [
      'Spotless! Even the baseboards and the top of the fridge. Highly recommended.',
      'On time, thorough and so kind with our cat. Already booked the next visit.',
      'Our end-of-lease cleaning passed the landlord inspection with flying colours. Thank you!',
      'The bathroom grout is white again, I did not think that was possible. Great job.',
      'Friendly, professional and fast. The house smelled clean without harsh products.',
      'Second visit and just as good as the first. Clear communication before coming.',
      'Came home after a long week to a clean house. Worth every penny.',
    ],
    good: [
      'Good job overall, a few streaks on the windows but everything else was very clean.',
      'Clean and efficient. A little late but let us know in advance.',
      'Solid work for the price. Next time we will add an hour for the basement.',
    ],
    mixed: ['The kitchen was great but the bedrooms were rushed. They came back the next day to finish, which I appreciated.'],
  },
};

/** A cleaner's review of the client (what other cleaners read). */
export const CLIENT_REVIEW_COMMENTS = {
  fr: ['Consignes claires et accueil chaleureux.', 'Maison bien préparée, accès facile. Un plaisir !', 'Très bonne communication, stationnement facile.', 'Accueil chaleureux, je reviendrai avec plaisir.', 'Tout était prêt à mon arrivée, merci !'],
  en: ['Very welcoming, clear instructions.', 'House well prepared, easy access.', 'Respectful and on time, a pleasure.', 'Great communication and easy parking.'],
};

export const CHECKLIST: Record<'fr' | 'en', readonly { category: string; label: string }[]> = {
  fr: [
    { category: 'kitchen', label: 'Nettoyer l’intérieur du four' },
    { category: 'kitchen', label: 'Dégraisser la hotte' },
    { category: 'kitchen', label: 'Nettoyer l’intérieur du frigo' },
    { category: 'bathroom', label: 'Détartrer la douche' },
    { category: 'bathroom', label: 'Frotter les joints de céramique' },
    { category: 'bedroom', label: 'Changer les draps' },
    { category: 'living_room', label: 'Épousseter les étagères' },
    { category: 'general', label: 'Laver les plinthes' },
    { category: 'general', label: 'Laver les fenêtres intérieures' },
    { category: 'common_areas', label: 'Passer la vadrouille dans l’entrée' },
  ],
  en: [
    { category: 'kitchen', label: 'Clean inside the oven' },
    { category: 'kitchen', label: 'Degrease the range hood' },
    { category: 'bathroom', label: 'Descale the shower' },
    { category: 'bedroom', label: 'Change the sheets' },
    { category: 'general', label: 'Wipe the baseboards' },
    { category: 'general', label: 'Clean the inside windows' },
  ],
};

export const CANCEL_REASONS = {
  client: { fr: ['Changement de plans, toutes nos excuses !', 'Nous serons à l’extérieur de la ville ce jour-là.', 'Enfant malade à la maison.'], en: ['Change of plans, sorry!', 'We will be out of town that day.'] },
  cleaner: { fr: ['Imprévu familial, toutes mes excuses.', 'Ma voiture est au garage ce jour-là.'], en: ['Family emergency, I am very sorry.'] },
  admin: { fr: ['Annulée par le soutien Éclat à la demande des deux parties.'], en: ['Cancelled by Éclat support at both parties’ request.'] },
};

export const DECLINE_REASONS = { fr: ['Je ne suis pas disponible à cette heure-là.', 'Trop loin de mon secteur cette journée-là.'], en: ['Not available at that time, sorry.'] };

export const VISIT_NOTES = {
  fr: ['La clé est dans la boîte à clés, le code vous sera envoyé.', 'Attention au chat, il aime sortir !', 'Merci de ne pas utiliser d’eau de Javel.', 'Priorité à la cuisine et aux salles de bain.', null, null, null],
  en: ['Please focus on the kitchen and bathrooms.', 'The dog is friendly, no worries.', 'Please avoid bleach.', null, null, null],
};

export const PROPERTY_NAMES = {
  fr: { house: 'Maison', bungalow: 'Bungalow', apartment: 'Appartement', condo: 'Condo', airbnb: 'Condo Airbnb' },
  en: { house: 'House', bungalow: 'Bungalow', apartment: 'Apartment', condo: 'Condo', airbnb: 'Airbnb unit' },
} as const;

export const SKILLS = {
  fr: ['Cuisines', 'Salles de bain', 'Électroménagers', 'Fenêtres', 'Planchers de bois franc', 'Après rénovations', 'Produits écologiques', 'Organisation'],
  en: ['Kitchens', 'Bathrooms', 'Appliances', 'Windows', 'Hardwood floors', 'Post-renovation', 'Eco-friendly products'],
};

/** Streets and forward sortation areas a property of each client city may sit on. */
export const STREETS: Record<string, [string, string][]> = {
  montreal: [
    ['rue Saint-Denis', 'H2J'], ['avenue du Mont-Royal Est', 'H2J'], ['rue Masson', 'H1Y'], ['boulevard Saint-Laurent', 'H2T'], ['rue Wellington', 'H4G'],
    ['avenue de Monkland', 'H4A'], ['rue Fleury Est', 'H2C'], ['rue Ontario Est', 'H1W'], ['rue Jarry Est', 'H2P'], ['avenue Laurier Ouest', 'H2V'],
    ['rue Notre-Dame Ouest', 'H4C'], ['rue de Bellechasse', 'H2S'], ['avenue Papineau', 'H2K'], ['rue Sherbrooke Est', 'H1N'],
  ],
  laval: [['boulevard de la Concorde Est', 'H7G'], ['boulevard Lévesque Ouest', 'H7W'], ['boulevard Sainte-Rose', 'H7L'], ['rue Principale', 'H7X']],
  longueuil: [['rue Saint-Charles Ouest', 'J4H'], ['chemin de Chambly', 'J4J'], ['boulevard Roland-Therrien', 'J4L']],
  brossard: [['boulevard Rome', 'J4W'], ['avenue Panama', 'J4W']],
  quebec: [['avenue Cartier', 'G1R'], ['rue Saint-Jean', 'G1R'], ['chemin Sainte-Foy', 'G1S'], ['3e Avenue', 'G1L'], ['boulevard Charest Ouest', 'G1N']],
  levis: [['rue Saint-Laurent', 'G6V'], ['boulevard Alphonse-Desjardins', 'G6V'], ['rue de la Concorde', 'G6W']],
  gatineau: [['rue Principale', 'J9H'], ['boulevard Saint-Joseph', 'J8Y'], ['boulevard de l’Hôpital', 'J8T']],
  sherbrooke: [['rue King Ouest', 'J1H'], ['rue Wellington Nord', 'J1H'], ['boulevard de Portland', 'J1J']],
  'trois-rivieres': [['rue des Forges', 'G9A'], ['boulevard des Récollets', 'G8Z']],
  terrebonne: [['rue Saint-Louis', 'J6W'], ['montée Masson', 'J6W']],
  'saint-jerome': [['rue Saint-Georges', 'J7Z'], ['boulevard Grignon', 'J7Y']],
  repentigny: [['boulevard Iberville', 'J6A'], ['rue Notre-Dame', 'J6A']],
  saguenay: [['rue Racine Est', 'G7H'], ['boulevard Talbot', 'G7H']],
  drummondville: [['rue Lindsay', 'J2B']],
  granby: [['rue Principale', 'J2G']],
};
