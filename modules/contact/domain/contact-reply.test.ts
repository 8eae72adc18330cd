import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { checkReplyInput, defaultReplySubject, REPLY_BODY_MAX } from './contact-reply.js';

const id = 'abcd1234-0000-4000-8000-000000000000';

describe('contact replies', () => {
  it("proposes a subject in the sender's language with the message's reference", () => {
    expect(defaultReplySubject(id, 'fr')).toBe('Re\u00a0: votre message à Éclat (réf. ABCD1234)');
    expect(defaultReplySubject(id, 'en')).toBe('Re: your message to Éclat (ref. ABCD1234)');
  });

  it('keeps the lines of the body, puts the subject on one line, and defaults an empty subject', () => {
    expect(checkReplyInput({ subject: ' Votre\r\nvisite ', body: '  Bonjour,\r\n\r\nà mardi.  ' }, id, 'fr')).toEqual({ subject: 'Votre visite', body: 'Bonjour,\n\nà mardi.' });
    expect(checkReplyInput({ subject: '  ', body: 'Hello' }, id, 'en').subject).toBe('Re: your message to Éclat (ref. ABCD1234)');
  });

  it('refuses a blank or too long body and a too long subject, each on its field', () => {
    const issues = (input: { subject?: string; body: string }) => {
      try {
        checkReplyInput(input, id, 'fr');
        return [];
      } catch (e) {
        return (e as DomainError).issues.map((i) => [i.field, i.code]);
      }
    };
    expect(issues({ body: ' \n ' })).toEqual([['body.body', 'fields.required']]);
    expect(issues({ body: 'x'.repeat(REPLY_BODY_MAX + 1) })).toEqual([['body.body', 'fields.too_long']]);
    expect(issues({ body: 'x'.repeat(REPLY_BODY_MAX) })).toEqual([]);
    expect(issues({ subject: 's'.repeat(201), body: 'Bonjour' })).toEqual([['body.subject', 'fields.too_long']]);
  });
});
