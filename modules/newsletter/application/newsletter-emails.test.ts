import { describe, expect, it } from 'vitest';
import { newSubscriber } from '../domain/subscriber.js';
import { alreadySubscribedEmail, confirmationEmail, newsletterIssue } from './newsletter-emails.js';

const subscriber = (locale: 'fr' | 'en') =>
  newSubscriber({ id: 'id-1', email: 'ana@example.com', locale, unsubscribeToken: 'tok_unsub', confirmation: { tokenHash: 'h', expiresAt: new Date() }, now: new Date() });

describe('newsletter emails', () => {
  it('sends the confirmation link in the subscriber language', () => {
    const fr = confirmationEmail(subscriber('fr'), 'https://eclat.test/newsletter/confirm/abc', 48);
    expect(fr.subject).toBe('Confirmez votre inscription à l’infolettre Éclat');
    expect(fr.text).toContain('https://eclat.test/newsletter/confirm/abc');
    expect(fr.text).toContain('48 heures');
    const en = confirmationEmail(subscriber('en'), 'https://eclat.test/newsletter/confirm/abc', 48);
    expect(en.subject).toBe('Confirm your subscription to the Éclat newsletter');
    expect(en.html).toContain('href="https://eclat.test/newsletter/confirm/abc"');
  });

  it('ends every issue and the "already subscribed" note with the unsubscribe link, plus one-click headers', () => {
    const issue = newsletterIssue(subscriber('en'), 'https://eclat.test', { fr: { subject: 'Nouvelles', paragraphs: ['Bonjour'] }, en: { subject: 'News <b>', paragraphs: ['Hello & welcome'] } });
    expect(issue.message.subject).toBe('News <b>');
    expect(issue.message.text).toContain('Unsubscribe : https://eclat.test/newsletter/unsubscribe/tok_unsub');
    expect(issue.message.html).toContain('href="https://eclat.test/newsletter/unsubscribe/tok_unsub"');
    expect(issue.message.html).toContain('Hello &#38; welcome');
    expect(issue.headers).toEqual({ 'List-Unsubscribe': '<https://eclat.test/api/newsletter/unsubscribe/tok_unsub>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const note = alreadySubscribedEmail(subscriber('fr'), 'https://eclat.test');
    expect(note.text).toContain('Se désabonner : https://eclat.test/newsletter/unsubscribe/tok_unsub');
  });
});
