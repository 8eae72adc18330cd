import { describe, expect, it } from 'vitest';
import { findContactInfo, longestDigitRun } from './contact-info.js';

describe('findContactInfo: phone numbers', () => {
  it.each([
    '514-555-1234',
    '514 555 1234',
    '514.555.1234',
    '(514) 555-1234',
    '+1 514 555 1234',
    '+15145551234',
    '5145551234',
    '555-1234',
    '514/555/1234',
    '5 1 4 5 5 5 1 2 3 4',
    'Appelle-moi au 514 555 1234 ce soir',
    'mon numéro: 514_555_1234',
    'cinq un quatre cinq cinq cinq un deux trois quatre',
    'Cinq Un Quatre. cinq cinq cinq. un deux trois quatre',
    'five one four five five five one two three four',
    'zéro un deux trois quatre cinq six',
    'zero one two three four five six',
    'sept huit neuf six cinq quatre trois',
    'seven eight nine six five four three',
    '514 cinq cinq cinq 1234',
    '514-five-five-five-1234',
    'cinq-un-quatre-555-un-deux-trois-quatre',
    'cinqunquatre cinqcinqcinq undeux',
    '514 555 12O4',
    '5I4 but 514 5O5 1234',
    'S14 but 514-55O-1234',
    '514 ‒ 555 ‒ 1234',
    'Mon cell : 4 3 8 - 2 2 2 - 3 3 3 3',
    'text me at (438)2223333 please',
    // Issue #42: separated by commas, and numbers in words.
    '514, 555, 0199',
    'mon numéro 514, 555, 0199 merci',
    'cinq cent quatorze, cinq cent cinquante-cinq, zéro cent quatre-vingt-dix-neuf',
    'cinq cent quatorze cinq cent cinquante-cinq zéro un neuf neuf',
    'five fourteen five fifty-five zero one ninety-nine',
    'five hundred fourteen, five hundred fifty-five, zero one nine nine',
    'quatre cent trente-huit deux cent vingt-deux trente-trois trente-trois',
    'soixante-dix-sept quatre-vingt-huit trois cent douze quatre',
  ])('refuses %j', (text) => {
    expect(findContactInfo(text)).toBe('phone');
  });

  it.each([
    'Le prix est de 25 $.',
    '25 $ de plus pour les produits',
    '$25 extra',
    'Total : 1 250,00 $',
    'Rendez-vous le 2026-11-28 à 9 h 30',
    'On the 2026-11-28T09:00 slot',
    'Le 28/11/2026 ou le 29/11/2026',
    '11/28/2026 works for me',
    'le 28-11-2026',
    'Je peux venir de 9 à 13 h',
    'Entre 9:00 et 13:00',
    '9h30 - 13h30',
    'Au 1234 rue Saint-Denis, app. 5',
    '12345 boulevard Saint-Laurent',
    'H2X 1Y4',
    'J\'ai une question sur les 3 chambres et les 2 salles de bain.',
    'Un, deux, trois : on commence à 9 h.',
    'Code de porte 1234, merci!',
    'Bonjour! Je serai là à 8 h 45 avec un aspirateur.',
    'Mon chien a 2 ans, il est très gentil.',
    'I have one dog and two cats, see you on the 28th.',
    'Le 2026-11-28, de 09:00 à 13:00, pour 120 $ au 4500 av. du Parc',
    'oooooooo',
    'November 28, 2026, 9 AM',
    'Les visites du 3, 10, 17 et 24 décembre',
    'Total : 12 250,00 $',
    'Vingt et une minutes de retard, désolée.',
    'I have one dog and two cats, and three hundred square feet.',
    'Deux mille vingt-six, quelle année!',
    'Un, deux, trois, quatre : on commence.',
    '',
  ])('allows %j', (text) => {
    expect(findContactInfo(text)).toBeNull();
  });

  it('counts the longest run across separators only', () => {
    expect(longestDigitRun('514 555 1234')).toBe(10);
    expect(longestDigitRun('514 et 555')).toBe(3);
    expect(longestDigitRun('cinq un 4')).toBe(3);
    expect(longestDigitRun('12 $ 34')).toBe(2);
  });
});

describe('findContactInfo: e-mail addresses', () => {
  it.each([
    'jean@example.com',
    'Écris-moi: Jean.Tremblay+eclat@gmail.com',
    'marie_2@videotron.ca merci',
    'jean @ gmail . com',
    'jean at gmail dot com',
    'jean (at) gmail (dot) com',
    'jean [at] gmail [point] ca',
    'jean arobase hotmail point com',
    'jean{at}hotmail{dot}fr',
    'JEAN@HOTMAIL.CA',
  ])('refuses %j', (text) => {
    expect(findContactInfo(text)).toBe('email');
  });

  it.each([
    'Je suis @ la maison. Demain ça marche',
    'See you at home. Done!',
    'Meet at 9. Thanks',
    "C'est au point de rencontre",
    '@jean merci',
    'Le balcon est à l\'arrière.',
  ])('allows %j', (text) => {
    expect(findContactInfo(text)).toBeNull();
  });
});
