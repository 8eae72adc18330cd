import { describe, expect, it } from 'vitest';
import { reviewInvitationEmail, reviewPublishedEmail } from './review-emails.js';

const to = (locale: 'fr' | 'en') => ({ email: 'marie@example.com', name: 'Marie Tremblay', locale });
const until = new Date('2026-12-12T14:00:00Z');

describe('review emails (issue #18)', () => {
  it('invites each party with the window’s last day and the double-blind rule, in both languages', () => {
    const fr = reviewInvitationEmail(to('fr'), 'client', 'Jean Gagnon', until, 'https://eclat.example/bookings/b1#reviews');
    expect(fr.subject).toBe('Comment s’est passé votre nettoyage?');
    expect(fr.text.replace(/\u00a0/g, ' ')).toContain("Vous pouvez l'écrire jusqu'au samedi 12 décembre 2026.");
    expect(fr.text).toContain('Écrire mon avis : https://eclat.example/bookings/b1#reviews');
    const en = reviewInvitationEmail(to('en'), 'cleaner', 'Jean Gagnon', until, 'https://eclat.example/bookings/b1#reviews');
    expect(en.subject).toBe('Review your client');
    expect(en.text).toContain('You can write it until Saturday, December 12, 2026.');
    expect(en.text).toContain('Your review of Jean Gagnon helps other cleaners.');
  });

  it('tells the person a review about them was published', () => {
    expect(reviewPublishedEmail(to('fr'), 'Jean Gagnon', 'https://x/b').text).toContain('Jean Gagnon a laissé un avis à votre sujet.');
    expect(reviewPublishedEmail(to('en'), 'Jean Gagnon', 'https://x/b').subject).toBe('A review about you was published');
  });
});
