import { describe, expect, it } from 'vitest';
import { reviewInvitationEmail, reviewPublishedEmail, reviewReminderEmail } from './review-emails.js';

const to = (locale: 'fr' | 'en') => ({ email: 'marie@example.com', name: 'Marie Tremblay', locale });
const until = new Date('2026-12-12T14:00:00Z');

describe('review emails (issue #18)', () => {
  it('invites each party with the window’s last day and the double-blind rule, in both languages', () => {
    const fr = reviewInvitationEmail(to('fr'), 'client', 'Jean Gagnon', until, 'https://eclat.example/bookings/b1#reviews');
    expect(fr.subject).toBe('Comment s’est passé votre nettoyage\u202f?');
    expect(fr.text.replace(/\u00a0/g, ' ')).toContain("Vous pouvez l'écrire jusqu'au samedi 12 décembre 2026.");
    expect(fr.text).toContain('Écrire mon avis\u00a0: https://eclat.example/bookings/b1#reviews');
    const en = reviewInvitationEmail(to('en'), 'cleaner', 'Jean Gagnon', until, 'https://eclat.example/bookings/b1#reviews');
    expect(en.subject).toBe('Review your client');
    expect(en.text).toContain('You can write it until Saturday, December 12, 2026.');
    expect(en.text).toContain('Your review of Jean Gagnon helps other cleaners.');
  });

  it('tells the person a review about them was published', () => {
    expect(reviewPublishedEmail(to('fr'), 'Jean Gagnon', 'https://x/b').text).toContain('Jean Gagnon a laissé un avis à votre sujet.');
    expect(reviewPublishedEmail(to('en'), 'Jean Gagnon', 'https://x/b').subject).toBe('A review about you was published');
  });

  it('reminds once before the window closes, with the last moment and where to turn it off, in both languages', () => {
    const fr = reviewReminderEmail(to('fr'), 'client', 'Jean Gagnon', until, 'https://eclat.example/bookings/b1#reviews');
    expect(fr.subject).toBe('Il vous reste peu de temps pour évaluer Jean Gagnon');
    const frText = fr.text.replace(/\u00a0/g, ' ');
    expect(frText).toContain("Vous n'avez pas encore écrit votre avis sur Jean Gagnon. Vous pouvez le faire jusqu'au samedi 12 décembre 2026 à 9 h");
    expect(frText).toContain('votre avis aide les autres clients à choisir.');
    expect(frText).toContain('Écrire mon avis : https://eclat.example/bookings/b1#reviews');
    expect(frText).toContain('Mon compte, section Notifications');
    expect(fr.html).toContain('<html lang="fr">');
    const en = reviewReminderEmail(to('en'), 'cleaner', 'Jean Gagnon', until, 'https://eclat.example/bookings/b1#reviews');
    expect(en.subject).toBe('Little time left to review Jean Gagnon');
    expect(en.text).toContain('You can do it until Saturday, December 12, 2026 at 9:00');
    expect(en.text).toContain('your review helps other cleaners.');
    expect(en.html).toContain('href="https://eclat.example/bookings/b1#reviews"');
  });
});
