import { describe, expect, it } from 'vitest';
import type { FaqEntry } from './api/types';
import { groupFaq, normalizeForSearch, readBlogCategory, readGalleryCategory, readPage, searchFaq, searchHrefFor } from './content-helpers';

const entry = (id: string, category: FaqEntry['category'], question: string, answer: string): FaqEntry => ({ id, category, service: null, question, answer, answerHtml: `<p>${answer}</p>` });
const FAQ = [
  entry('1', 'payment', 'Comment fonctionne le paiement ?', 'Par carte, **50 %** pour confirmer.'),
  entry('2', 'booking', 'Puis-je annuler une réservation ?', 'Oui, gratuitement jusqu’à 24 heures avant.'),
  entry('3', 'trust', 'J’ai des animaux.', 'Chaque profil indique les animaux acceptés. Voir [la recherche](/cleaners).'),
];

describe('FAQ search', () => {
  it('ignores case, accents and Markdown', () => {
    expect(normalizeForSearch('Éco-ÉNERGÉTIQUE **vraiment** [lien](/x)')).toBe('eco energetique vraiment lien');
  });

  it('keeps entries holding every word, in question or answer', () => {
    expect(searchFaq(FAQ, 'reservation annuler').map((e) => e.id)).toEqual(['2']);
    expect(searchFaq(FAQ, 'CARTE').map((e) => e.id)).toEqual(['1']);
    expect(searchFaq(FAQ, 'animaux acceptes').map((e) => e.id)).toEqual(['3']);
    expect(searchFaq(FAQ, 'cleaners')).toEqual([]);
    expect(searchFaq(FAQ, 'carte chat')).toEqual([]);
    expect(searchFaq(FAQ, '   ')).toHaveLength(3);
  });

  it('groups in the fixed order, leaving out empty groups', () => {
    expect(groupFaq(FAQ).map((g) => g.category)).toEqual(['booking', 'payment', 'trust']);
  });
});

describe('query values', () => {
  it('accepts known categories and sane pages only', () => {
    expect(readBlogCategory('eco')).toBe('eco');
    expect(readBlogCategory('kitchen')).toBeNull();
    expect(readGalleryCategory('kitchen')).toBe('kitchen');
    expect(readGalleryCategory(null)).toBeNull();
    expect(readPage('3')).toBe(3);
    expect(readPage('0')).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readPage('99999')).toBe(1);
    expect(searchHrefFor('move_in_out')).toBe('/cleaners?service=move_in_out');
  });
});
