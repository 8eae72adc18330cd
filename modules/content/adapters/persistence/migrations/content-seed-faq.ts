/**
 * The launch FAQ, as written by the team (2026-11). Frozen with migration 2026112701: later changes
 * are made in the console, never here. Every answer states the product's real rules (spec sections
 * 5, 6 and 9; docs/decisions.md); amounts that are settings (service fee) are described, not quoted.
 */
export interface SeedFaq {
  category: 'booking' | 'payment' | 'cleaners' | 'services' | 'trust' | 'account';
  service: 'regular' | 'deep' | 'move_in_out' | 'garage' | null;
  questionFr: string;
  questionEn: string;
  answerFr: string;
  answerEn: string;
}

export const SEED_FAQ: SeedFaq[] = [
  // --- Réservation ---
  {
    category: 'booking',
    service: null,
    questionFr: 'Comment réserver un ménage ?',
    questionEn: 'How do I book a cleaning?',
    answerFr:
      'Cherchez une personne de ménage dans votre ville depuis la page [Personnes de ménage](/cleaners), comparez les profils (tarif, avis, services offerts, animaux acceptés), puis choisissez la date, l’heure, la durée et le logement à nettoyer. Votre demande est envoyée à la personne de ménage, qui a **24 heures** pour l’accepter. Vous recevez un courriel dès qu’elle répond.',
    answerEn:
      'Search for a cleaner in your city from the [Cleaners](/cleaners) page, compare profiles (rate, reviews, services offered, pets accepted), then choose the date, time, length and the home to be cleaned. Your request goes to the cleaner, who has **24 hours** to accept it. You get an email as soon as they answer.',
  },
  {
    category: 'booking',
    service: null,
    questionFr: 'Quelle est la durée minimale d’une visite ?',
    questionEn: 'What is the minimum length of a visit?',
    answerFr:
      'Une visite dure au moins **4 heures**. C’est le temps qu’il faut pour faire un travail soigné dans un logement de taille moyenne, et c’est ce qui permet aux personnes de ménage de vivre de leur métier malgré les déplacements. Pour un grand ménage ou un nettoyage de déménagement, prévoyez plutôt de 6 à 10 heures.',
    answerEn:
      'A visit lasts at least **4 hours**. That is the time needed to do careful work in an average-sized home, and it lets cleaners make a living despite travel time. For a deep clean or a move-in/move-out clean, plan on 6 to 10 hours instead.',
  },
  {
    category: 'booking',
    service: null,
    questionFr: 'Puis-je annuler ou reporter une réservation ?',
    questionEn: 'Can I cancel or postpone a booking?',
    answerFr:
      'Oui. L’annulation est **gratuite jusqu’à 24 heures** avant le début de la visite. À moins de 24 heures, des frais de **50 $** s’appliquent, car la personne de ménage a bloqué ce temps pour vous. Vous pouvez aussi reporter la visite à une autre date jusqu’à 24 heures avant, depuis la page de la réservation.',
    answerEn:
      'Yes. Cancelling is **free up to 24 hours** before the visit starts. Within 24 hours, a **$50** fee applies, since the cleaner set that time aside for you. You can also move the visit to another date up to 24 hours before, from the booking page.',
  },
  {
    category: 'booking',
    service: null,
    questionFr: 'Que se passe-t-il si la personne de ménage ne répond pas à ma demande ?',
    questionEn: 'What happens if the cleaner does not answer my request?',
    answerFr:
      'Une demande sans réponse expire après 24 heures. Le montant retenu sur votre carte est alors libéré et rien ne vous est facturé. Vous pouvez faire une nouvelle demande auprès d’une autre personne de ménage disponible.',
    answerEn: 'A request left unanswered expires after 24 hours. The amount held on your card is then released and you are not charged anything. You can send a new request to another available cleaner.',
  },
  // --- Paiement et prix ---
  {
    category: 'payment',
    service: null,
    questionFr: 'Comment fonctionne le paiement ?',
    questionEn: 'How does payment work?',
    answerFr:
      'Le paiement se fait par carte, en deux temps : **50 %** pour confirmer la réservation, puis le **solde après le ménage**, lorsque la personne de ménage termine sa visite. Votre facture est disponible dans la réservation dès que le paiement final est passé.',
    answerEn: 'You pay by card, in two steps: **50%** to confirm the booking, then the **remainder after the cleaning**, when the cleaner ends the visit. Your invoice is available in the booking as soon as the final payment has gone through.',
  },
  {
    category: 'payment',
    service: null,
    questionFr: 'Combien coûte un ménage ?',
    questionEn: 'How much does a cleaning cost?',
    answerFr:
      'Chaque personne de ménage fixe son propre tarif horaire, entre 17 $ et 199 $. À titre indicatif, comptez environ **25 $ l’heure** pour un ménage régulier, **35 $** pour un grand ménage et **45 $** pour un nettoyage de déménagement. Le total affiché avant de payer comprend les frais de service de la plateforme, les produits (10 $ si la personne de ménage apporte les siens) et, si la personne de ménage est inscrit aux taxes, la TPS et la TVQ. Voir la page [Tarifs](/pricing).',
    answerEn:
      'Each cleaner sets their own hourly rate, between $17 and $199. As a guide, expect about **$25 an hour** for a regular cleaning, **$35** for a deep clean and **$45** for a move-in/move-out clean. The total shown before you pay includes the platform’s service fee, supplies ($10 if the cleaner brings their own) and, when the cleaner is registered for taxes, GST and QST. See the [Pricing](/pricing) page.',
  },
  {
    category: 'payment',
    service: null,
    questionFr: 'Y a-t-il un rabais pour un premier ménage ?',
    questionEn: 'Is there a discount on a first cleaning?',
    answerFr:
      'Oui : **15 %** de rabais sur votre première réservation, appliqué automatiquement. Et si un ami vous a parrainé, vous obtenez en plus 10 $ de rabais sur votre premier ménage. Les détails sont sur la page [Programme de parrainage](/referral-program).',
    answerEn: 'Yes: **15% off** your first booking, applied automatically. And if a friend referred you, you also get $10 off your first cleaning. Details are on the [Referral program](/referral-program) page.',
  },
  // --- Les personnes de ménage ---
  {
    category: 'cleaners',
    service: null,
    questionFr: 'Comment les personnes de ménage sont-elles vérifiées ?',
    questionEn: 'How are cleaners checked?',
    answerFr:
      'Avant d’apparaître dans les résultats, chaque personne de ménage doit avoir une **pièce d’identité approuvée** par notre équipe et un profil complet. Certaines ajoutent une vérification des antécédents de moins de 3 mois ou une preuve d’assurance : leur profil affiche alors le badge correspondant, que vous pouvez consulter avant de réserver.',
    answerEn:
      'Before showing up in search results, every cleaner must have an **ID approved** by our team and a complete profile. Some add a background check less than 3 months old or proof of insurance: their profile then shows the matching badge, which you can check before booking.',
  },
  {
    category: 'cleaners',
    service: null,
    questionFr: 'Puis-je garder la même personne de ménage d’une visite à l’autre ?',
    questionEn: 'Can I keep the same cleaner from one visit to the next?',
    answerFr:
      'Oui. Au moment de réserver, choisissez une fréquence (chaque semaine, aux deux semaines ou chaque mois) et les visites suivantes sont demandées à la même personne de ménage. Une fois la réservation confirmée, vous pouvez aussi lui écrire par la messagerie de la réservation.',
    answerEn:
      'Yes. When booking, choose a frequency (weekly, every two weeks or monthly) and the following visits are requested from the same cleaner. Once the booking is confirmed, you can also write to them through the booking’s messages.',
  },
  // --- Confiance et sécurité ---
  {
    category: 'trust',
    service: null,
    questionFr: 'J’ai des animaux. Est-ce un problème ?',
    questionEn: 'I have pets. Is that a problem?',
    answerFr:
      'Pas du tout. Chaque profil indique les animaux que la personne de ménage accepte (chats, chiens, oiseaux ou autres), et vous pouvez filtrer la recherche en conséquence. Indiquez vos animaux dans la réservation pour que la personne de ménage sache à quoi s’attendre.',
    answerEn: 'Not at all. Each profile lists the pets the cleaner is comfortable with (cats, dogs, birds or others), and you can filter your search accordingly. Mention your pets in the booking so the cleaner knows what to expect.',
  },
  {
    category: 'trust',
    service: null,
    questionFr: 'La personne de ménage prend-elle des photos chez moi ?',
    questionEn: 'Does the cleaner take photos in my home?',
    answerFr:
      'Par défaut, la personne de ménage prend des photos avant et après son travail : elles servent de preuve en cas de désaccord et restent liées à votre réservation. Vous pouvez **refuser les photos** au moment de réserver; la personne de ménage en est alors avisé et doit respecter votre choix.',
    answerEn:
      'By default, the cleaner takes before and after photos of their work: they serve as proof if there is a disagreement and stay attached to your booking. You can **refuse photos** when booking; the cleaner is then told and must respect your choice.',
  },
  {
    category: 'trust',
    service: null,
    questionFr: 'Comment fonctionnent les avis ?',
    questionEn: 'How do reviews work?',
    answerFr:
      'Après la visite, le client et la personne de ménage ont **14 jours** pour s’évaluer mutuellement. Chaque avis reste caché jusqu’à ce que les deux aient écrit le leur, ou jusqu’à la fin du délai : personne ne peut donc ajuster sa note selon celle de l’autre. Seuls les clients ayant réellement reçu un ménage peuvent évaluer une personne de ménage.',
    answerEn:
      'After the visit, the client and the cleaner have **14 days** to review each other. Each review stays hidden until both have written theirs, or until the time is up: nobody can adjust their rating to match the other’s. Only clients who actually had a cleaning can review a cleaner.',
  },
  // --- Compte ---
  {
    category: 'account',
    service: null,
    questionFr: 'Le site est-il offert en anglais ?',
    questionEn: 'Is the site available in French?',
    answerFr:
      'Oui. Le français est la langue par défaut, et vous pouvez passer à l’anglais en tout temps avec le sélecteur de langue. Votre choix est conservé, et les courriels vous sont envoyés dans la langue de votre compte.',
    answerEn: 'Yes. French is the default language, and you can switch to English at any time with the language switcher. Your choice is remembered, and emails are sent to you in your account’s language.',
  },
  {
    category: 'account',
    service: null,
    questionFr: 'Comment supprimer mon compte ?',
    questionEn: 'How do I delete my account?',
    answerFr:
      'Dans **Mon compte**, section des paramètres, choisissez de supprimer votre compte et tapez le mot SUPPRIMER pour confirmer.',
    answerEn: 'In **My account**, in the settings section, choose to delete your account and type the word SUPPRIMER to confirm.',
  },
  // --- Les services (aussi affichées sur la page de chaque service) ---
  {
    category: 'services',
    service: null,
    questionFr: 'Faites-vous le nettoyage de bureaux, de locaux commerciaux ou de logements Airbnb ?',
    questionEn: 'Do you clean offices, commercial spaces or Airbnb rentals?',
    answerFr:
      'Les **bureaux** et les **logements Airbnb** (entre deux séjours) sont offerts par les personnes de ménage qui les indiquent dans leur profil : filtrez la recherche par type de service. Pour les **espaces commerciaux** (commerces, entrepôts, immeubles), nous vous dirigeons vers une entreprise partenaire spécialisée : écrivez-nous depuis la page [Contact](/contact).',
    answerEn:
      '**Offices** and **Airbnb rentals** (between stays) are offered by the cleaners who list them on their profile: filter the search by service type. For **commercial spaces** (shops, warehouses, buildings), we refer you to a specialized partner company: write to us from the [Contact](/contact) page.',
  },
  {
    category: 'services',
    service: null,
    questionFr: 'Dois-je fournir les produits et l’équipement ?',
    questionEn: 'Do I have to provide products and equipment?',
    answerFr:
      'C’est vous qui choisissez en réservant. Si vous fournissez les produits, dites à la personne de ménage où les trouver. Si elle apporte les siens, des frais de 10 $ s’ajoutent. Beaucoup de personnes de ménage travaillent avec des produits écologiques; celles qui ont fait vérifier leur démarche affichent le badge écologique.',
    answerEn:
      'You choose when booking. If you provide the products, tell the cleaner where to find them. If they bring their own, a $10 fee is added. Many cleaners work with eco-friendly products; those who had their approach checked show the eco badge.',
  },
  {
    category: 'services',
    service: 'regular',
    questionFr: 'À quelle fréquence faire un ménage régulier ?',
    questionEn: 'How often should I book a regular cleaning?',
    answerFr:
      'Pour une famille avec enfants ou animaux, une visite **aux deux semaines** garde la maison propre sans surcharge. Une personne seule en appartement s’en tire bien avec une visite **par mois**. Chaque semaine convient aux grands logements et aux horaires chargés.',
    answerEn: 'For a family with children or pets, a visit **every two weeks** keeps the home clean without overload. A single person in an apartment does well with a **monthly** visit. Weekly suits large homes and busy schedules.',
  },
  {
    category: 'services',
    service: 'regular',
    questionFr: 'Dois-je être présent pendant le ménage ?',
    questionEn: 'Do I need to be home during the cleaning?',
    answerFr:
      'Non. Beaucoup de clients laissent une clé ou un code d’accès. Notez les consignes d’accès, l’emplacement des produits et les pièces à éviter dans la fiche de votre logement : la personne de ménage ne les voit que pendant que la visite est confirmée.',
    answerEn:
      'No. Many clients leave a key or an access code. Write the access instructions, where the products are and which rooms to skip in your home’s details: the cleaner only sees them while the visit is confirmed.',
  },
  {
    category: 'services',
    service: 'deep',
    questionFr: 'Quelle différence entre un ménage régulier et un grand ménage ?',
    questionEn: 'What is the difference between a regular cleaning and a deep clean?',
    answerFr:
      'Le ménage régulier entretient ce qui se salit chaque semaine : planchers, comptoirs, salle de bain, poussière visible. Le grand ménage va où l’on ne va pas souvent : intérieur du four et du réfrigérateur, hotte, dessus des armoires, plinthes, joints de céramique, luminaires. On le fait au printemps, à l’automne ou avant de commencer des visites régulières.',
    answerEn:
      'A regular cleaning maintains what gets dirty every week: floors, counters, bathroom, visible dust. A deep clean goes where you rarely go: inside the oven and fridge, range hood, tops of cabinets, baseboards, tile grout, light fixtures. It is done in spring, in the fall, or before starting regular visits.',
  },
  {
    category: 'services',
    service: 'deep',
    questionFr: 'Combien de temps dure un grand ménage ?',
    questionEn: 'How long does a deep clean take?',
    answerFr: 'Comptez de **6 à 8 heures** pour un 4 ½ et davantage pour une maison avec sous-sol. La personne de ménage peut vous conseiller une durée selon la taille et l’état du logement avant que vous confirmiez.',
    answerEn: 'Plan on **6 to 8 hours** for a two-bedroom apartment, and more for a house with a basement. The cleaner can suggest a length based on the size and state of the home before you confirm.',
  },
  {
    category: 'services',
    service: 'move_in_out',
    questionFr: 'Le logement doit-il être vide pour un nettoyage de déménagement ?',
    questionEn: 'Does the home need to be empty for a move-out clean?',
    answerFr:
      'Idéalement, oui : un logement vide se nettoie plus vite et plus à fond, jusqu’à l’intérieur des armoires et des garde-robes. S’il reste des boîtes, regroupez-les dans une seule pièce, qui sera faite en dernier.',
    answerEn: 'Ideally, yes: an empty home is cleaned faster and more thoroughly, down to the inside of cabinets and closets. If boxes remain, gather them in one room, which will be done last.',
  },
  {
    category: 'services',
    service: 'move_in_out',
    questionFr: 'Peut-on réserver pour le 1er juillet ?',
    questionEn: 'Can I book for July 1st?',
    answerFr:
      'Oui, mais réservez tôt : la semaine du 1er juillet est la plus demandée de l’année au Québec. Un ménage le 30 juin dans le logement que vous quittez, ou le 1er au matin dans le nouveau avant l’arrivée des boîtes, vous évite bien des soucis.',
    answerEn: 'Yes, but book early: the week of July 1st is the busiest of the year in Quebec. A cleaning on June 30 in the home you are leaving, or on the morning of the 1st in the new one before the boxes arrive, saves you a lot of trouble.',
  },
  {
    category: 'services',
    service: 'garage',
    questionFr: 'La personne de ménage emporte-t-elle les déchets du garage ?',
    questionEn: 'Does the cleaner take the garage waste away?',
    answerFr:
      'La personne de ménage ensache les déchets et les prépare pour la collecte, mais ne transporte rien dans son véhicule. Les encombrants, les pots de peinture, les huiles et les autres résidus domestiques dangereux vont à l’**écocentre** de votre municipalité.',
    answerEn:
      'The cleaner bags the waste and gets it ready for collection, but does not carry anything away in their vehicle. Bulky items, paint cans, oils and other household hazardous waste go to your municipality’s **ecocentre**.',
  },
  {
    category: 'services',
    service: 'garage',
    questionFr: 'Faut-il vider le garage avant la visite ?',
    questionEn: 'Do I need to empty the garage before the visit?',
    answerFr:
      'Non, mais sortez les véhicules. Dites à la personne de ménage ce qui doit être gardé, donné ou jeté : elle trie et regroupe selon vos consignes, mais ne décide jamais à votre place de ce qui part.',
    answerEn: 'No, but take the vehicles out. Tell the cleaner what should be kept, given away or thrown out: they sort and group things following your instructions, but never decide for you what goes.',
  },
];
