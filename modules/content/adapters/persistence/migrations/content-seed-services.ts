/**
 * The four service pages at launch (spec section 2), frozen with migration 2026112701; later edits
 * happen in the console. Prices "from" are spec section 9's example hourly rates (regular 25 $,
 * deep 35 $, move-in/out 45 $); garage has none in the spec and starts at the deep rate (heavy work).
 */
export interface SeedServicePage {
  slug: string;
  serviceType: 'regular' | 'deep' | 'move_in_out' | 'garage';
  titleFr: string;
  titleEn: string;
  introFr: string;
  introEn: string;
  bodyFr: string;
  bodyEn: string;
  included: { fr: string; en: string }[];
  durationMinHours: number;
  durationMaxHours: number;
  priceFromCents: number;
}

export const SEED_SERVICES: SeedServicePage[] = [
  {
    slug: 'nettoyage-regulier',
    serviceType: 'regular',
    titleFr: 'Nettoyage régulier',
    titleEn: 'Regular cleaning',
    introFr:
      'Une maison propre chaque semaine, aux deux semaines ou chaque mois, sans y passer vos samedis. La même personne de ménage revient, connaît vos habitudes et entretient votre logement de la cuisine à la salle de bain.',
    introEn:
      'A clean home every week, every two weeks or every month, without spending your Saturdays on it. The same cleaner comes back, learns your habits and looks after your home from the kitchen to the bathroom.',
    bodyFr: `## Pour qui ?

Le ménage régulier convient aux familles, aux couples qui travaillent tous les deux et à toute personne qui préfère garder ses soirées pour autre chose. Il entretient ce qui se salit d’une semaine à l’autre : il ne remplace pas un [grand ménage](/services/nettoyage-profondeur), qu’on recommande avant la première visite si le logement n’a pas été fait à fond depuis longtemps.

## Comment ça se passe

1. Vous choisissez une personne de ménage de votre ville et une fréquence.
2. Vous indiquez dans la fiche du logement l’accès, l’emplacement des produits et les pièces à éviter.
3. La personne de ménage arrive à l’heure prévue, signale son arrivée dans l’application et suit la liste de tâches.
4. Vous payez le solde une fois la visite terminée, et vous pouvez évaluer le travail.

## Logements Airbnb

Vous louez à court terme ? Plusieurs personnes de ménage offrent le **nettoyage entre deux séjours** : literie changée, salle de bain et cuisine remises à neuf, logement prêt pour les prochains voyageurs. Cherchez le service Airbnb dans la recherche.`,
    bodyEn: `## Who is it for?

Regular cleaning suits families, couples who both work and anyone who would rather keep their evenings for something else. It looks after what gets dirty from one week to the next: it does not replace a [deep clean](/services/nettoyage-profondeur), which we recommend before the first visit if the home has not been thoroughly cleaned in a while.

## How it works

1. You choose a cleaner in your city and a frequency.
2. In your home’s details, you note access, where the products are and which rooms to skip.
3. The cleaner arrives at the planned time, checks in through the app and follows the task list.
4. You pay the remainder once the visit is over, and you can review the work.

## Airbnb rentals

Renting short term? Several cleaners offer **cleaning between stays**: bedding changed, bathroom and kitchen reset, home ready for the next guests. Look for the Airbnb service in the search.`,
    included: [
      { fr: 'Dépoussiérage des meubles, des cadres et des surfaces à portée de main', en: 'Dusting furniture, frames and surfaces within reach' },
      { fr: 'Aspirateur et lavage des planchers de toutes les pièces', en: 'Vacuuming and washing the floors of every room' },
      { fr: 'Cuisine : comptoirs, évier, robinetterie, dessus de la cuisinière et extérieur des électroménagers', en: 'Kitchen: counters, sink, faucets, stovetop and the outside of appliances' },
      { fr: 'Salle de bain : toilette, lavabo, baignoire ou douche, miroir', en: 'Bathroom: toilet, sink, tub or shower, mirror' },
      { fr: 'Lits faits (draps changés s’ils sont laissés sur le lit)', en: 'Beds made (sheets changed if left on the bed)' },
      { fr: 'Poubelles et recyclage vidés, sacs remplacés', en: 'Garbage and recycling emptied, bags replaced' },
      { fr: 'Miroirs et surfaces vitrées intérieures sans traces', en: 'Streak-free mirrors and indoor glass surfaces' },
      { fr: 'Rangement léger des objets qui traînent', en: 'Light tidying of items left out' },
    ],
    durationMinHours: 4,
    durationMaxHours: 5,
    priceFromCents: 2500,
  },
  {
    slug: 'nettoyage-profondeur',
    serviceType: 'deep',
    titleFr: 'Nettoyage en profondeur',
    titleEn: 'Deep cleaning',
    introFr:
      'Le ménage du printemps, en mieux : l’intérieur du four et du frigo, la hotte, les plinthes, les joints de céramique et tout ce qu’on remet à plus tard. Idéal au changement de saison ou avant de commencer des visites régulières.',
    introEn:
      'Spring cleaning, only better: inside the oven and fridge, the range hood, baseboards, tile grout and everything that gets put off. Ideal at the change of season or before starting regular visits.',
    bodyFr: `## Quand le prévoir ?

- **Au printemps**, quand on ouvre les fenêtres et qu’on voit enfin la poussière de l’hiver, le calcium séché dans l’entrée et les traces sur les vitres.
- **À l’automne**, avant que la maison reste fermée pour l’hiver.
- **Avant une première série de ménages réguliers**, pour partir d’une base propre.
- **Avant ou après des rénovations**, une fois la poussière de chantier retombée.

## Ce qui fait la différence

Un grand ménage prend du temps parce qu’il déplace ce qu’on ne déplace jamais : les électroménagers qu’on peut tirer, les meubles légers, le contenu du frigo. Préparez la visite en dégageant les comptoirs et en vidant le réfrigérateur de ce qui est périmé; vous gagnerez une heure sur la facture. Nos conseils sont dans l’article [Préparer son logement avant un grand ménage](/blog/preparer-son-logement-avant-un-grand-menage).`,
    bodyEn: `## When to plan it

- **In spring**, when the windows open and you finally see the winter dust, the dried road salt in the entrance and the marks on the glass.
- **In the fall**, before the house stays shut for the winter.
- **Before a first series of regular cleanings**, to start from a clean base.
- **Before or after renovations**, once the construction dust has settled.

## What makes the difference

A deep clean takes time because it moves what never gets moved: appliances that can be pulled out, light furniture, the contents of the fridge. Prepare for the visit by clearing the counters and emptying the fridge of anything expired; you will save an hour on the bill. Our tips are in the article [Getting your home ready for a deep clean](/blog/preparer-son-logement-avant-un-grand-menage).`,
    included: [
      { fr: 'Tout ce que comprend le ménage régulier', en: 'Everything included in a regular cleaning' },
      { fr: 'Intérieur du four et du réfrigérateur', en: 'Inside the oven and the fridge' },
      { fr: 'Hotte de cuisinière et son filtre dégraissés', en: 'Range hood and its filter degreased' },
      { fr: 'Dessus des armoires, plinthes, cadres de portes et interrupteurs', en: 'Tops of cabinets, baseboards, door frames and light switches' },
      { fr: 'Joints de céramique brossés, douche et robinetterie détartrées', en: 'Tile grout scrubbed, shower and faucets descaled' },
      { fr: 'Luminaires et ventilateurs de plafond dépoussiérés', en: 'Light fixtures and ceiling fans dusted' },
      { fr: 'Rebords et cadres de fenêtres intérieurs, rails des portes-patio', en: 'Indoor window sills and frames, patio door tracks' },
      { fr: 'Dessous et arrière des meubles légers et des électroménagers déplaçables', en: 'Under and behind light furniture and movable appliances' },
    ],
    durationMinHours: 6,
    durationMaxHours: 8,
    priceFromCents: 3500,
  },
  {
    slug: 'nettoyage-demenagement',
    serviceType: 'move_in_out',
    titleFr: 'Nettoyage de déménagement',
    titleEn: 'Move-in and move-out cleaning',
    introFr:
      'Rendre un logement propre au propriétaire ou emménager dans un logement prêt à vivre. Armoires, électroménagers, salles de bain, planchers : tout y passe, idéalement quand le logement est vide.',
    introEn:
      'Hand a clean home back to the landlord, or move into a home that is ready to live in. Cabinets, appliances, bathrooms, floors: everything gets done, ideally while the home is empty.',
    bodyFr: `## Fin de bail : ce que la loi attend de vous

Au Québec, le locataire doit remettre le logement dans l’état où il l’a reçu, à part l’usure normale (article 1890 du *Code civil du Québec*). Un logement laissé sale peut mener à une réclamation du propriétaire. Un nettoyage professionnel, avec les photos avant et après jointes à la réservation, vous donne une preuve datée de l’état dans lequel vous avez laissé les lieux.

## Emménager dans du propre

Arriver dans un logement où l’ancien occupant a fait « un petit ménage » n’a rien de rassurant. Réservez la visite avant l’arrivée des boîtes : armoires et tiroirs vides se nettoient en quelques minutes, pleins, c’est impossible.

## Le 1er juillet

La semaine du 1er juillet est la plus chargée de l’année. Réservez plusieurs semaines à l’avance et prévoyez une visite le 30 juin dans l’ancien logement ou le 1er au matin dans le nouveau. Notre [liste complète du ménage de fin de bail](/blog/menage-de-fin-de-bail-au-quebec-la-liste-complete) vous aide à ne rien oublier.`,
    bodyEn: `## End of lease: what the law expects

In Quebec, tenants must return the dwelling in the condition in which they received it, apart from normal wear and tear (article 1890 of the *Civil Code of Québec*). A home left dirty can lead to a claim by the landlord. A professional cleaning, with the before and after photos attached to the booking, gives you dated proof of the state in which you left the place.

## Moving into a clean home

Arriving in a home where the previous occupant did "a quick clean" is hardly reassuring. Book the visit before the boxes arrive: empty cabinets and drawers take minutes to clean; full ones are impossible.

## July 1st

The week of July 1st is the busiest of the year. Book several weeks ahead and plan a visit on June 30 in the old home or on the morning of the 1st in the new one. Our [complete end-of-lease cleaning checklist](/blog/menage-de-fin-de-bail-au-quebec-la-liste-complete) helps you forget nothing.`,
    included: [
      { fr: 'Intérieur de toutes les armoires, tiroirs et garde-robes', en: 'Inside every cabinet, drawer and closet' },
      { fr: 'Intérieur et extérieur du four, du réfrigérateur et du lave-vaisselle', en: 'Inside and outside the oven, fridge and dishwasher' },
      { fr: 'Traces de doigts et éclaboussures enlevées sur les murs et les portes', en: 'Fingerprints and splashes removed from walls and doors' },
      { fr: 'Plinthes, cadres de portes, interrupteurs et prises', en: 'Baseboards, door frames, switches and outlets' },
      { fr: 'Salles de bain désinfectées et détartrées à fond', en: 'Bathrooms thoroughly disinfected and descaled' },
      { fr: 'Fenêtres intérieures, rebords et rails', en: 'Indoor windows, sills and tracks' },
      { fr: 'Planchers aspirés et lavés, y compris sous les électroménagers déplaçables', en: 'Floors vacuumed and washed, including under movable appliances' },
      { fr: 'Balcon balayé, s’il est accessible', en: 'Balcony swept, if accessible' },
    ],
    durationMinHours: 6,
    durationMaxHours: 10,
    priceFromCents: 4500,
  },
  {
    slug: 'nettoyage-garage',
    serviceType: 'garage',
    titleFr: 'Nettoyage de garage',
    titleEn: 'Garage cleaning',
    introFr:
      'Retrouver de la place pour la voiture, les vélos et les outils. La personne de ménage balaie, dépoussière, lave le plancher et regroupe ce qui traîne selon vos consignes, en prévision de l’hiver ou du printemps.',
    introEn:
      'Make room again for the car, the bikes and the tools. The cleaner sweeps, dusts, washes the floor and groups what is lying around following your instructions, ahead of winter or spring.',
    bodyFr: `## Deux moments dans l’année

- **À l’automne**, pour faire de la place à la voiture avant la première neige et ranger les outils de jardin.
- **Au printemps**, pour se débarrasser du sable, du calcium et de la gadoue que l’hiver a laissés sur le béton.

## Ce que la personne de ménage ne fait pas

Elle ne transporte pas de déchets dans son véhicule et ne manipule pas de produits dangereux. Les pots de peinture, les huiles, les pneus et les encombrants vont à l’écocentre de votre municipalité; la personne de ménage les regroupe pour que vous n’ayez qu’un voyage à faire.`,
    bodyEn: `## Two times a year

- **In the fall**, to make room for the car before the first snow and put the garden tools away.
- **In spring**, to get rid of the sand, road salt and slush that winter left on the concrete.

## What the cleaner does not do

They do not carry waste away in their vehicle and do not handle hazardous products. Paint cans, oils, tires and bulky items go to your municipality’s ecocentre; the cleaner groups them so that you only make one trip.`,
    included: [
      { fr: 'Balayage du plancher, ramassage des débris et des toiles d’araignée', en: 'Floor swept, debris and cobwebs removed' },
      { fr: 'Dépoussiérage des étagères, de l’établi et des rangements', en: 'Shelves, workbench and storage dusted' },
      { fr: 'Lavage du plancher de béton et dégraissage des taches d’huile en surface', en: 'Concrete floor washed and surface oil stains degreased' },
      { fr: 'Tri et regroupement des objets selon vos consignes', en: 'Items sorted and grouped following your instructions' },
      { fr: 'Déchets ensachés et prêts pour la collecte', en: 'Waste bagged and ready for collection' },
      { fr: 'Porte de garage, seuil et interrupteurs essuyés', en: 'Garage door, threshold and switches wiped' },
    ],
    durationMinHours: 4,
    durationMaxHours: 6,
    priceFromCents: 3500,
  },
];
