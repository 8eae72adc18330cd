import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TermsAcceptLabel } from './TermsAcceptLabel';

/** Issue #41 (Bill 96): with English expressly chosen at sign-up, the terms link opens the English text. */
const auth = (lng: 'fr' | 'en') => JSON.parse(readFileSync(new URL(`../../../../public/locales/${lng}/auth.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

async function render(lng: 'fr' | 'en', englishChosen: boolean): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, ns: ['auth'], resources: { fr: { auth: auth('fr') }, en: { auth: auth('en') } }, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, createElement(TermsAcceptLabel, { englishChosen }))));
}

describe('the sign-up terms link', () => {
  it('opens the English terms (/terms?lang=en) once English is chosen', async () => {
    const html = await render('en', true);
    expect(html).toContain('href="/terms?lang=en"');
    expect(html).toContain('hrefLang="en"');
    expect(html).toContain('terms of use</a>');
  });

  it('opens the French terms, which bind, until then', async () => {
    expect(await render('en', false)).toContain('href="/terms"');
    expect(await render('fr', false)).toContain('href="/terms"');
  });

  it('is the label of the sign-up form and of the role selection after a social sign-up', () => {
    for (const file of ['../../auth/components/SignUpForm.tsx', '../../auth/pages/SelectRolePage.tsx']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).toContain('<TermsAcceptLabel englishChosen={english && termsEnglish} />');
      expect(source, file).not.toContain('i18nKey="auth:signUp.acceptTerms"');
    }
  });
});
