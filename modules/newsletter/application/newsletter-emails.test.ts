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
    // On the shared layout (issue #18): the language, the greeting first, the action written out.
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.text.startsWith('Bonjour,\n\n')).toBe(true);
    expect(fr.text).toContain('Confirmer mon inscription\u00a0: https://eclat.test/newsletter/confirm/abc');
    expect(en.text).toContain('Confirm my subscription: https://eclat.test/newsletter/confirm/abc');
  });

  it('ends every issue and the "already subscribed" note with the unsubscribe link, plus one-click headers', () => {
    const issue = newsletterIssue(subscriber('en'), 'https://eclat.test', { fr: { subject: 'Nouvelles', body: 'Bonjour' }, en: { subject: 'News <b>', body: 'Hello & **welcome**' } });
    expect(issue.subject).toBe('News <b>');
    expect(issue.text).toContain('Hello & **welcome**');
    expect(issue.text).toContain('Unsubscribe: https://eclat.test/newsletter/unsubscribe/tok_unsub');
    expect(issue.html).toContain('href="https://eclat.test/newsletter/unsubscribe/tok_unsub"');
    expect(issue.html).toContain('<p>Hello &amp; <strong>welcome</strong></p>');
    expect(issue.html).toContain('News &#60;b&#62;');
    expect(issue.headers).toEqual({ 'List-Unsubscribe': '<https://eclat.test/api/newsletter/unsubscribe/tok_unsub>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const note = alreadySubscribedEmail(subscriber('fr'), 'https://eclat.test');
    expect(note.text).toContain('Se désabonner\u00a0: https://eclat.test/newsletter/unsubscribe/tok_unsub');
    expect(note.text).toContain('Vous recevez ce courriel parce que cette adresse est inscrite à l’infolettre Éclat.');
    expect(note.html).toContain('<html lang="fr">');
    expect(note.html).toContain('href="https://eclat.test/newsletter/unsubscribe/tok_unsub"');
  });

  it('renders the Markdown safely: raw HTML shows as text, scripts and javascript: links never pass, site links become absolute', () => {
    const body = '<script>alert(1)</script>\n\n[clic](javascript:alert(1)) [tarifs](/pricing) [ailleurs](https://example.com)';
    const issue = newsletterIssue(subscriber('fr'), 'https://eclat.test', { fr: { subject: 'S', body }, en: { subject: 'S', body: 'x' } });
    expect(issue.html).not.toContain('<script>');
    expect(issue.html).toContain('&lt;script&gt;');
    expect(issue.html).not.toMatch(/href="javascript/i);
    expect(issue.html).toContain('href="https://eclat.test/pricing"');
    expect(issue.html).toContain('href="https://example.com"');
  });
});
