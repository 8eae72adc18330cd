/**
 * The launch articles, frozen with migration 2026112701 (later edits happen in the console).
 * `daysAgo` dates each one relative to the migration, so that none is "scheduled" on a machine whose clock is behind.
 */
export interface SeedPost {
  slug: string;
  category: 'guides' | 'eco' | 'moving' | 'maintenance';
  daysAgo: number;
  authorName: string;
  titleFr: string;
  titleEn: string;
  excerptFr: string;
  excerptEn: string;
  bodyFr: string;
  bodyEn: string;
}

const PREPARE_FR = `Un grand ménage se facture à l’heure. Chaque minute que la personne de ménage passe à déplacer une pile de courrier ou à chercher le seau est une minute qui ne va pas dans la cuisine ou la salle de bain. Une heure de préparation de votre côté, la veille, peut faire économiser autant sur la facture, et donner un bien meilleur résultat.

## La veille : dégager les surfaces

La personne de ménage nettoie ce qu’elle voit. Si elle doit d’abord ranger, elle nettoie moins.

- **Comptoirs de cuisine** : rangez les petits électroménagers dont vous ne vous servez pas chaque jour, le courrier, les paniers de fruits.
- **Tables et commodes** : regroupez les papiers, les jouets, les chargeurs. Une boîte par pièce suffit.
- **Planchers** : ramassez les vêtements, les souliers et tout ce qui traîne. Un plancher dégagé se lave deux fois plus vite.
- **Salle de bain** : rangez les produits de beauté dans une armoire ou un panier. Le comptoir et le rebord de la baignoire doivent être libres.

Ne cherchez pas à faire le ménage avant le ménage : l’idée est de **dégager**, pas de nettoyer.

## Le frigo et le four

Si l’intérieur du réfrigérateur fait partie de la visite, videz-le de ce qui est périmé et regroupez le reste sur une ou deux tablettes. La personne de ménage pourra sortir les clayettes et les laver. Pour le four, enlevez les plaques et les casseroles qu’on y range souvent.

## Ce qui a de la valeur, ce qui est fragile

Mettez de côté les bijoux, l’argent comptant, les médicaments et les documents personnels. Ce n’est pas une question de confiance : c’est plus simple pour tout le monde quand rien de précieux ne traîne sur les surfaces à nettoyer.

Signalez aussi les surfaces délicates : **marbre, granit, bois franc huilé, acier inoxydable brossé**. Le vinaigre, par exemple, abîme la pierre naturelle. Une note dans la fiche de votre logement évite les mauvaises surprises.

## Les produits et l’équipement

Vous fournissez les produits ? Regroupez-les à un seul endroit, avec l’aspirateur, la vadrouille et des linges propres, et indiquez-le dans la fiche du logement. Vérifiez que le sac de l’aspirateur n’est pas plein. Vous préférez que la personne de ménage apporte les siens ? Choisissez-le en réservant.

## L’accès, le stationnement et les animaux

- Laissez des **consignes d’accès claires** : code de porte, clé chez un voisin, boîte à clé. Elles ne sont visibles par la personne de ménage que pendant que la visite est confirmée.
- En hiver, pensez au **stationnement** : une place déneigée dans l’entrée ou une indication sur la rue où se garer évite un retard.
- Les **animaux** : un chat qui se cache ne dérange personne, mais un chien excité ralentit le travail. Prévoyez une pièce fermée ou une promenade avec un proche pendant la visite, et dites-le dans la réservation.

## Dire ce qui compte pour vous

Un grand ménage de 6 heures ne permet pas toujours de tout faire à fond dans une grande maison. Dites à la personne de ménage, par la messagerie de la réservation, **vos trois priorités** : la hotte de cuisine, les joints de la douche, les plinthes du sous-sol… Elle organisera sa journée en conséquence.

## Le jour même

Ouvrez une fenêtre si la météo le permet, laissez l’eau chaude disponible et, si vous êtes présent, installez-vous dans une pièce qui sera faite en dernier. À la fin de la visite, faites le tour avec la personne de ménage ou regardez les photos avant et après. Un détail oublié se règle mieux sur-le-champ que trois jours plus tard.

Bonne nouvelle : une maison préparée une fois l’est pour toujours. Après un premier grand ménage, des [visites régulières](/services/nettoyage-regulier) suffisent à garder le résultat.`;

const PREPARE_EN = `A deep clean is billed by the hour. Every minute the cleaner spends moving a pile of mail or looking for the bucket is a minute that does not go into the kitchen or the bathroom. An hour of preparation on your side, the day before, can save as much on the bill, and give a far better result.

## The day before: clear the surfaces

The cleaner cleans what they can see. If they have to tidy first, they clean less.

- **Kitchen counters**: put away the small appliances you do not use every day, the mail, the fruit baskets.
- **Tables and dressers**: gather papers, toys and chargers. One box per room is enough.
- **Floors**: pick up clothes, shoes and anything lying around. A clear floor is washed twice as fast.
- **Bathroom**: put toiletries in a cabinet or a basket. The counter and the edge of the tub should be free.

Do not clean before the cleaning: the idea is to **clear**, not to clean.

## The fridge and the oven

If the inside of the fridge is part of the visit, throw out what has expired and group the rest on one or two shelves. The cleaner can then take the shelves out and wash them. For the oven, remove the trays and pans often stored in it.

## What is valuable, what is fragile

Set aside jewellery, cash, medication and personal papers. It is not a question of trust: it is simpler for everyone when nothing precious is lying on the surfaces to be cleaned.

Also point out delicate surfaces: **marble, granite, oiled hardwood, brushed stainless steel**. Vinegar, for instance, damages natural stone. A note in your home’s details avoids unpleasant surprises.

## Products and equipment

Providing the products? Gather them in one place, with the vacuum, the mop and clean cloths, and say where in your home’s details. Check that the vacuum bag is not full. Would you rather the cleaner brought their own? Choose it when booking.

## Access, parking and pets

- Leave **clear access instructions**: door code, key with a neighbour, lock box. The cleaner can only see them while the visit is confirmed.
- In winter, think about **parking**: a cleared spot in the driveway or a note on where to park on the street avoids a late start.
- **Pets**: a cat that hides bothers nobody, but an excited dog slows the work down. Plan a closed room or a walk with someone during the visit, and mention it in the booking.

## Say what matters to you

A 6-hour deep clean does not always allow doing everything thoroughly in a large house. Tell the cleaner, through the booking’s messages, **your three priorities**: the range hood, the shower grout, the basement baseboards… They will plan their day around them.

## On the day

Open a window if the weather allows, leave hot water available and, if you are home, settle in a room that will be done last. At the end of the visit, walk around with the cleaner or look at the before and after photos. A missed detail is easier to fix on the spot than three days later.

Good news: a home prepared once stays that way. After a first deep clean, [regular visits](/services/nettoyage-regulier) are enough to keep the result.`;

const ECO_FR = `« Naturel », « vert », « écoresponsable » : ces mots ne sont encadrés par aucune règle précise et se retrouvent sur des produits très différents. Voici ce que les personnes de ménage d’Éclat utilisent vraiment au quotidien, ce qui marche, et ce qui relève surtout du marketing.

## Ce qui fonctionne

### Le vinaigre blanc, contre le calcaire

L’acide acétique dissout le calcaire et les résidus de savon : pommes de douche, robinetterie, parois vitrées, bouilloire. Diluez-le à parts égales avec de l’eau dans un vaporisateur, laissez agir quelques minutes, frottez, rincez.

**Mais** : jamais sur le marbre, le granit ou la pierre naturelle, qu’il ternit de façon permanente, ni sur les joints en coulis non scellés. Et jamais mélangé à de l’eau de Javel : le mélange dégage du chlore gazeux, dangereux à respirer.

### Le bicarbonate de soude, comme abrasif doux

En pâte avec un peu d’eau, il récure les éviers, l’intérieur du four et les casseroles sans rayer. Il absorbe aussi les odeurs au fond d’une poubelle ou du frigo.

Le fameux mélange vinaigre et bicarbonate ? La mousse est impressionnante, mais les deux se neutralisent : il reste surtout de l’eau salée. Utilisez-les **l’un après l’autre**, pas ensemble.

### Le savon à vaisselle et l’eau chaude, pour le gras

Pour une hotte, une cuisinière ou des armoires de cuisine collantes, rien ne bat quelques gouttes de savon à vaisselle dans de l’eau très chaude. C’est doux pour les surfaces, efficace et peu coûteux.

### Les chiffons en microfibre

Une bonne microfibre humide enlève la plus grande partie de la saleté et des microbes d’une surface avec de l’eau seulement. Prévoyez-en de plusieurs couleurs (une pour la salle de bain, une pour la cuisine), lavez-les sans assouplissant, qui bouche les fibres.

## Désinfecter : lisez l’étiquette

Nettoyer et désinfecter, ce n’est pas la même chose. Nettoyer enlève la saleté; désinfecter tue les microbes, et seulement si le produit reste en contact assez longtemps. Au Canada, un désinfectant doit porter un **numéro d’identification du médicament (DIN)** délivré par Santé Canada : cherchez-le sur l’étiquette, ainsi que le temps de contact à respecter.

Le peroxyde d’hydrogène est une option moins agressive que l’eau de Javel pour les surfaces dures, à condition d’utiliser un produit homologué. Les huiles essentielles, elles, parfument, mais ne comptez pas sur elles pour désinfecter.

## Repérer un produit vraiment plus écologique

- Cherchez une **certification indépendante**, comme ECOLOGO ou Safer Choice, plutôt qu’un simple mot sur l’étiquette.
- Préférez les **concentrés** et les recharges : moins d’emballage, moins d’eau transportée. Plusieurs épiceries en vrac du Québec remplissent vos contenants.
- **Dosez.** Plus de produit ne nettoie pas mieux : l’excédent laisse un film qui retient la saleté, et part à l’égout.

## Ce qu’on garde pour les gros cas

Certaines taches demandent des produits plus forts : moisissure installée dans les joints, four carbonisé, tartre très épais. Une bonne personne de ménage commence par le plus doux et monte seulement si nécessaire, en aérant et avec des gants.

Vous tenez aux produits écologiques ? Dites-le en réservant. Les personnes de ménage qui ont fait vérifier leur démarche affichent un badge écologique sur leur profil, et vous pouvez aussi fournir vos propres produits.`;

const ECO_EN = `"Natural", "green", "eco-friendly": none of these words is governed by a precise rule, and they show up on very different products. Here is what our cleaners actually use day to day, what works, and what is mostly marketing.

## What works

### White vinegar, against limescale

Acetic acid dissolves limescale and soap scum: shower heads, faucets, glass shower doors, kettles. Mix it half and half with water in a spray bottle, leave it a few minutes, scrub, rinse.

**But**: never on marble, granite or natural stone, which it dulls for good, nor on unsealed grout. And never mixed with bleach: the mixture releases chlorine gas, which is dangerous to breathe.

### Baking soda, as a gentle abrasive

As a paste with a little water, it scours sinks, the inside of the oven and pots without scratching. It also absorbs odours at the bottom of a garbage can or the fridge.

The famous vinegar and baking soda mix? The foam is impressive, but the two neutralize each other: what is left is mostly salty water. Use them **one after the other**, not together.

### Dish soap and hot water, for grease

For a range hood, a stove or sticky kitchen cabinets, nothing beats a few drops of dish soap in very hot water. It is gentle on surfaces, effective and cheap.

### Microfibre cloths

A good damp microfibre cloth removes most of the dirt and germs from a surface with water alone. Get a few colours (one for the bathroom, one for the kitchen), and wash them without fabric softener, which clogs the fibres.

## Disinfecting: read the label

Cleaning and disinfecting are not the same thing. Cleaning removes dirt; disinfecting kills germs, and only if the product stays in contact long enough. In Canada, a disinfectant must carry a **Drug Identification Number (DIN)** issued by Health Canada: look for it on the label, along with the contact time to respect.

Hydrogen peroxide is a gentler option than bleach for hard surfaces, as long as you use an approved product. Essential oils smell nice, but do not count on them to disinfect.

## Spotting a genuinely greener product

- Look for an **independent certification**, such as ECOLOGO or Safer Choice, rather than a mere word on the label.
- Prefer **concentrates** and refills: less packaging, less water shipped around. Several bulk stores in Quebec will fill your containers.
- **Measure.** More product does not clean better: the excess leaves a film that holds dirt, and goes down the drain.

## What we keep for the tough cases

Some stains call for stronger products: mould settled in grout, a charred oven, very thick scale. A good cleaner starts with the gentlest option and only steps up when needed, with ventilation and gloves.

Do eco-friendly products matter to you? Say so when booking. Cleaners who had their approach checked show an eco badge on their profile, and you can also provide your own products.`;

const LEASE_FR = `Au Québec, la plupart des baux se terminent le 30 juin, et des dizaines de milliers de ménages déménagent la même semaine. Dans la course aux boîtes, le ménage du logement qu’on quitte passe souvent en dernier. Pourtant, c’est lui qui peut vous éviter une réclamation du propriétaire.

## Ce que dit la loi

Le *Code civil du Québec* est clair : à la fin du bail, le locataire doit remettre le logement **dans l’état où il l’a reçu**, sauf l’usure normale et le vieillissement (article 1890). Des murs tachés de gras ou un four carbonisé ne sont pas de l’usure normale.

Au Québec, le propriétaire ne peut pas exiger de dépôt de garantie (article 1904). S’il estime que le logement a été laissé sale ou endommagé, il doit donc vous réclamer les frais, au besoin devant le Tribunal administratif du logement. La meilleure protection reste un logement propre, et une **preuve datée** de son état : des photos prises à votre départ, ou celles qu’une personne de ménage joint à sa visite.

## La liste, pièce par pièce

### Cuisine

- Intérieur et extérieur des armoires et des tiroirs, tablettes comprises
- Four : intérieur, grilles, porte vitrée; tiroir du bas
- Réfrigérateur : intérieur, joints de porte, dessus; tirez-le pour laver derrière et dessous
- Hotte et filtre dégraissés
- Lave-vaisselle : filtre, joints, intérieur de la porte
- Évier, robinetterie, dosseret
- Plancher, y compris sous les électroménagers déplaçables

### Salle de bain

- Baignoire, douche et joints détartrés; rideau de douche enlevé ou lavé
- Toilette, y compris la base et l’arrière
- Lavabo, robinetterie, miroir, pharmacie vidée et lavée
- Ventilateur de plafond dépoussiéré
- Plancher et plinthes

### Chambres et pièces à vivre

- Garde-robes vidées, tablettes et tringles essuyées
- Plinthes, cadres de portes, poignées, interrupteurs et prises
- Traces de doigts et éclaboussures sur les murs (sans frotter la peinture mate jusqu’à la ternir)
- Rebords de fenêtres, rails et vitres intérieures
- Luminaires et ventilateurs
- Planchers aspirés et lavés, coins compris

### Le reste

- Balcon balayé, rangement extérieur vidé
- Casier ou espace de rangement au sous-sol vidé et balayé
- Trous de clous : renseignez-vous auprès du propriétaire avant de les boucher; un mauvais plâtrage peut coûter plus cher qu’un trou

## Le calendrier qui fonctionne

- **Trois à quatre semaines avant** : réservez le nettoyage. La dernière semaine de juin est la plus demandée de l’année.
- **La semaine avant** : videz les armoires au fur et à mesure des boîtes; nettoyez l’intérieur du frigo en dernier, une fois vide et débranché quelques heures pour le dégivrage si nécessaire.
- **Le jour du nettoyage** : le logement vide, les boîtes sorties ou regroupées dans une seule pièce.
- **Au départ** : photographiez chaque pièce, remettez toutes les clés au propriétaire et notez vos relevés si les services sont à votre nom.

## Et pour le nouveau logement ?

L’ancien locataire a peut-être fait son ménage… ou pas. Un nettoyage avant l’arrivée des boîtes, même court, vous permet de ranger la vaisselle dans des armoires propres dès le premier soir.

Un [nettoyage de déménagement](/services/nettoyage-demenagement) couvre toute cette liste. Réservez tôt, et gardez vos énergies pour les boîtes.`;

const LEASE_EN = `In Quebec, most leases end on June 30, and tens of thousands of households move the same week. In the rush of boxes, cleaning the home you are leaving often comes last. Yet it is what can spare you a claim from the landlord.

## What the law says

The *Civil Code of Québec* is clear: at the end of the lease, tenants must return the dwelling **in the condition in which they received it**, except for normal wear and ageing (article 1890). Grease-stained walls or a charred oven are not normal wear.

In Quebec, a landlord cannot require a security deposit (article 1904). If they believe the home was left dirty or damaged, they must therefore claim the costs from you, if need be before the Administrative Housing Tribunal. Your best protection remains a clean home, and **dated proof** of its state: photos taken when you leave, or the ones a cleaner attaches to their visit.

## The list, room by room

### Kitchen

- Inside and outside the cabinets and drawers, shelves included
- Oven: inside, racks, glass door; bottom drawer
- Fridge: inside, door seals, top; pull it out to wash behind and under it
- Range hood and filter degreased
- Dishwasher: filter, seals, inside of the door
- Sink, faucets, backsplash
- Floor, including under movable appliances

### Bathroom

- Tub, shower and grout descaled; shower curtain removed or washed
- Toilet, including the base and the back
- Sink, faucets, mirror, medicine cabinet emptied and washed
- Ceiling fan dusted
- Floor and baseboards

### Bedrooms and living areas

- Closets emptied, shelves and rods wiped
- Baseboards, door frames, handles, switches and outlets
- Fingerprints and splashes on the walls (without rubbing matte paint until it dulls)
- Window sills, tracks and indoor glass
- Light fixtures and fans
- Floors vacuumed and washed, corners included

### The rest

- Balcony swept, outdoor storage emptied
- Basement locker or storage space emptied and swept
- Nail holes: ask the landlord before filling them; a poor patch job can cost more than a hole

## The schedule that works

- **Three to four weeks before**: book the cleaning. The last week of June is the busiest of the year.
- **The week before**: empty cabinets as you pack; clean the inside of the fridge last, once it is empty and unplugged for a few hours to defrost if needed.
- **Cleaning day**: the home empty, boxes out or gathered in a single room.
- **When you leave**: photograph every room, hand all the keys back to the landlord and note the meter readings if the utilities are in your name.

## What about the new home?

The previous tenant may have cleaned… or not. A cleaning before the boxes arrive, even a short one, lets you put the dishes into clean cabinets from the first evening.

A [move-in/move-out cleaning](/services/nettoyage-demenagement) covers this whole list. Book early, and save your energy for the boxes.`;

export const SEED_POSTS: SeedPost[] = [
  {
    slug: 'menage-de-fin-de-bail-au-quebec-la-liste-complete',
    category: 'moving',
    daysAgo: 4,
    authorName: 'L’équipe Éclat',
    titleFr: 'Le ménage de fin de bail au Québec : la liste complète',
    titleEn: 'End-of-lease cleaning in Quebec: the complete checklist',
    excerptFr: 'Ce que la loi attend du locataire qui part, la liste pièce par pièce et le calendrier qui fonctionne pour le 1er juillet.',
    excerptEn: 'What the law expects of a departing tenant, the room-by-room list and the schedule that works for July 1st.',
    bodyFr: LEASE_FR,
    bodyEn: LEASE_EN,
  },
  {
    slug: 'produits-ecologiques-ce-qui-fonctionne-vraiment',
    category: 'eco',
    daysAgo: 11,
    authorName: 'L’équipe Éclat',
    titleFr: 'Produits écologiques : ce qui fonctionne vraiment',
    titleEn: 'Eco-friendly cleaning products: what actually works',
    excerptFr: 'Vinaigre, bicarbonate, microfibre, désinfectants : ce que les personnes de ménage d’Éclat utilisent au quotidien, et les pièges du marketing vert.',
    excerptEn: 'Vinegar, baking soda, microfibre, disinfectants: what our cleaners use every day, and the traps of green marketing.',
    bodyFr: ECO_FR,
    bodyEn: ECO_EN,
  },
  {
    slug: 'preparer-son-logement-avant-un-grand-menage',
    category: 'guides',
    daysAgo: 18,
    authorName: 'L’équipe Éclat',
    titleFr: 'Préparer son logement avant un grand ménage',
    titleEn: 'Getting your home ready for a deep clean',
    excerptFr: 'Une heure de préparation la veille peut faire économiser autant sur la facture. Surfaces, frigo, accès, animaux : la marche à suivre.',
    excerptEn: 'An hour of preparation the day before can save as much on the bill. Surfaces, fridge, access, pets: here is how.',
    bodyFr: PREPARE_FR,
    bodyEn: PREPARE_EN,
  },
];
