/**
 * The made-up people of the demo world (issue #35): names a Quebec marketplace would show, from the
 * province's many origins, each cleaner in one city of the gazetteer (Montréal's boroughs, Laval,
 * Longueuil, Québec, Gatineau, Sherbrooke...) with nearby service cities. Everything else about them
 * (rates, services, experience, availability, visits) is drawn from their index by demo-plan.ts.
 */

export type CastGender = 'female' | 'male' | 'other' | 'prefer_not_to_say';
export type CastLanguage = 'french' | 'english';

export interface CastCleaner {
  first: string;
  last: string;
  gender: CastGender;
  /** Gazetteer place id of the primary city. */
  city: string;
  /** Further service cities (gazetteer ids), priced a little apart. */
  serves: string[];
  languages: CastLanguage[];
}

const fr: CastLanguage[] = ['french'];
const frEn: CastLanguage[] = ['french', 'english'];
const enFr: CastLanguage[] = ['english', 'french'];
const en: CastLanguage[] = ['english'];

const c = (first: string, last: string, gender: CastGender, city: string, serves: string[], languages: CastLanguage[]): CastCleaner => ({ first, last, gender, city, serves, languages });

/** The island's boroughs serve the whole city: a search for Montréal finds them. */
const MTL = ['montreal'];

export const CAST_CLEANERS: readonly CastCleaner[] = [
  c('Marie-Ève', 'Tremblay', 'female', 'le-plateau-mont-royal', [...MTL, 'outremont'], frEn),
  c('Jean-Philippe', 'Gagnon', 'male', 'rosemont-la-petite-patrie', [...MTL], fr),
  c('Widline', 'Jean-Baptiste', 'female', 'montreal-nord', [...MTL, 'laval'], frEn),
  c('Nadia', 'Benali', 'female', 'villeray-saint-michel-parc-extension', [...MTL], frEn),
  c('Kevin', 'Nguyen', 'male', 'saint-laurent', [...MTL, 'laval'], frEn),
  c('Sofia', 'Restrepo', 'female', 'verdun', [...MTL, 'le-sud-ouest'], frEn),
  c('Rachid', 'El Amrani', 'male', 'ahuntsic-cartierville', [...MTL, 'laval'], fr),
  c('Fabiola', 'Joseph', 'female', 'saint-leonard', [...MTL], fr),
  c('Olivia', 'MacDonald', 'female', 'notre-dame-de-grace', [...MTL, 'westmount'], enFr),
  c('Mathieu', 'Lavoie', 'male', 'mercier-hochelaga-maisonneuve', [...MTL], fr),
  c('Linh', 'Tran', 'female', 'snowdon', [...MTL, 'outremont'], frEn),
  c('Daniel', 'Rosenberg', 'male', 'cote-saint-luc', [...MTL, 'hampstead'], enFr),
  c('Geneviève', 'Côté', 'female', 'outremont', [...MTL, 'le-plateau-mont-royal'], frEn),
  c('Amadou', 'Diallo', 'male', 'le-sud-ouest', [...MTL, 'verdun'], fr),
  c('Heather', 'Campbell', 'female', 'pointe-claire', [...MTL, 'dorval', 'kirkland'], en),
  c('Carlos', 'Mendoza', 'male', 'saint-michel', [...MTL], frEn),
  c('Yasmine', 'Haddad', 'female', 'ville-marie-montreal', [...MTL, 'westmount'], frEn),
  c('Priya', 'Sharma', 'female', 'parc-extension', [...MTL, 'mile-end'], enFr),
  c('Émile', 'Fortin', 'male', 'mile-end', [...MTL, 'le-plateau-mont-royal'], fr),
  c('Chantal', 'Pierre-Louis', 'female', 'riviere-des-prairies-pointe-aux-trembles', [...MTL, 'repentigny'], fr),
  c('Karine', 'Bélanger', 'female', 'laval', ['montreal'], fr),
  c('Antoine', 'Roy', 'male', 'laval', ['terrebonne'], frEn),
  c('Fatima Zahra', 'Alaoui', 'female', 'laval', ['montreal'], frEn),
  c('Georges', 'Khoury', 'male', 'laval', ['montreal', 'blainville'], frEn),
  c('Isabelle', 'Morin', 'female', 'laval', ['mirabel'], fr),
  c('Sylvie', 'Gauthier', 'female', 'longueuil', ['brossard'], fr),
  c('Alexandre', 'Pelletier', 'male', 'longueuil', ['montreal'], frEn),
  c('Mariana', 'Oliveira', 'female', 'longueuil', ['brossard', 'montreal'], frEn),
  c('Ousmane', 'Traoré', 'male', 'longueuil', ['brossard'], fr),
  c('Julie', 'Caron', 'female', 'longueuil', ['saint-jean-sur-richelieu'], fr),
  c('Wei', 'Chen', 'female', 'brossard', ['longueuil', 'montreal'], frEn),
  c('Samuel', 'Lévesque', 'male', 'brossard', ['longueuil'], fr),
  c('Catherine', 'Bergeron', 'female', 'quebec', ['levis'], fr),
  c('Maxime', 'Simard', 'male', 'quebec', [], fr),
  c('Audrey', 'Paquet', 'female', 'quebec', ['levis'], frEn),
  c('Jonathan', 'Lachance', 'male', 'quebec', [], fr),
  c('Anne-Sophie', 'Drolet', 'female', 'quebec', ['levis'], fr),
  c('Moussa', 'Konaté', 'male', 'quebec', [], frEn),
  c('Valérie', 'Giguère', 'female', 'quebec', [], fr),
  c('Élodie', 'Vachon', 'female', 'quebec', ['levis'], frEn),
  c('Martin', 'Bégin', 'male', 'levis', ['quebec'], fr),
  c('Josée', 'Carrier', 'female', 'levis', ['quebec'], fr),
  c('Camille', 'Turcotte', 'prefer_not_to_say', 'levis', ['quebec'], frEn),
  c('Émilie', 'Lalonde', 'female', 'gatineau', [], frEn),
  c("Patrick", "O'Neill", 'male', 'gatineau', [], enFr),
  c('Ingrid', 'Charles', 'female', 'gatineau', [], frEn),
  c('Hugo', 'Lafleur', 'male', 'gatineau', [], fr),
  c('Sarah', 'Thompson', 'female', 'gatineau', [], enFr),
  c('Nathalie', 'Boisvert', 'female', 'sherbrooke', [], fr),
  c('Félix', 'Beaudoin', 'male', 'sherbrooke', [], frEn),
  c('Alejandra', 'Rojas', 'female', 'sherbrooke', ['magog'], frEn),
  c('Dominic', 'Cloutier', 'male', 'sherbrooke', [], fr),
  c('Manon', 'Béland', 'female', 'trois-rivieres', [], fr),
  c('Guillaume', 'Lemieux', 'male', 'trois-rivieres', ['shawinigan'], fr),
  c('Roxanne', 'Dufresne', 'female', 'trois-rivieres', [], frEn),
  c('Annie', 'Ouellette', 'female', 'terrebonne', ['repentigny'], fr),
  c('Marc-André', 'Thibault', 'male', 'terrebonne', ['laval'], fr),
  c('Jessica', 'Ferland', 'female', 'terrebonne', [], frEn),
  c('Lucie', 'Brisebois', 'female', 'saint-jerome', ['mirabel'], fr),
  c('Frédéric', 'Charbonneau', 'male', 'saint-jerome', [], fr),
  c('Mireille', 'Desrosiers', 'female', 'repentigny', ['terrebonne'], fr),
  c('Alex', 'Nadeau', 'other', 'repentigny', [], frEn),
  c('Véronique', 'Tremblay', 'female', 'saguenay', [], fr),
  c('Jade', 'Fournier', 'female', 'drummondville', [], fr),
  c('Simon', 'Girard', 'male', 'granby', [], frEn),
];

/** Clients per city (gazetteer ids): the island and the big cities first, as demand is. */
export const CLIENT_CITIES: readonly [string, number][] = [
  ['montreal', 46], ['laval', 10], ['longueuil', 8], ['brossard', 3], ['quebec', 14], ['levis', 5], ['gatineau', 8], ['sherbrooke', 7],
  ['trois-rivieres', 5], ['terrebonne', 5], ['saint-jerome', 4], ['repentigny', 3], ['saguenay', 3], ['drummondville', 2], ['granby', 2],
];

/** Cities where English is commonly the client's language (share of anglophone clients). */
export const ENGLISH_SHARE: Record<string, number> = { montreal: 0.35, gatineau: 0.3, brossard: 0.25, laval: 0.15, sherbrooke: 0.12 };

export const CLIENT_FIRST = {
  female: ['Sophie', 'Julie', 'Émilie', 'Caroline', 'Mélanie', 'Valérie', 'Isabelle', 'Nathalie', 'Chloé', 'Léa', 'Rosalie', 'Florence', 'Camille', 'Maude', 'Ariane', 'Noémie', 'Laurence', 'Amélie', 'Stéphanie', 'Kim', 'Mia', 'Aïcha', 'Samira', 'Thi Hoa', 'Daniela', 'Marjorie', 'Johanne', 'Lise', 'Francine', 'Diane'],
  male: ['Étienne', 'Mathieu', 'Louis', 'Olivier', 'Philippe', 'Nicolas', 'Vincent', 'François', 'Sébastien', 'Jérôme', 'Benoît', 'Luc', 'Pierre', 'Yannick', 'Charles', 'William', 'Thomas', 'Félix', 'Karim', 'Youssef', 'Jean-Marc', 'Réjean', 'Denis', 'Gilles', 'Mohamed', 'Ricardo', 'Jean-Robert', 'Minh'],
  english: ['Emily', 'Jennifer', 'Rebecca', 'Lauren', 'Rachel', 'Michael', 'David', 'Andrew', 'Christopher', 'Matthew', 'Ryan', 'Jason', 'Nicole', 'Hannah', 'Aaron', 'Megan', 'Ethan', 'Grace'],
};

export const CLIENT_LAST = {
  french: ['Gagné', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Ouellet', 'Pelletier', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier', 'Dubé', 'Poirier', 'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault', 'St-Pierre', 'Nadeau', 'Martel', 'Bédard', 'Grenier', 'Tessier', 'Vaillancourt', 'Desjardins', 'Hébert', 'Lamontagne', 'Dion', 'Savard', 'Bilodeau', 'Rioux', 'Benoit', 'Mercier', 'Daigle', 'Lacroix', 'Bernier', 'Nguyen', 'Haddad', 'Saint-Fleur', 'Cadet', 'Benchekroun', 'Ramirez', 'Silva', 'Petit-Frère', 'Ayoub'],
  english: ['Smith', 'Johnson', 'Brown', 'Wilson', 'Campbell', 'Stewart', 'Murphy', 'Kelly', 'Robertson', 'Miller', 'Davis', 'Walsh', 'Goldberg', 'Patel', 'Wong', 'Greenberg', 'Ross', 'Fraser', 'Graham', 'Sullivan'],
};
