import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LegalLinks } from './LegalLinks';

/** Issue #41 (Bill 96): the new terms' prompt links the English texts once English is chosen in it. */
const legal = JSON.parse(readFileSync(new URL('../../../../public/locales/en/legal.json', import.meta.url), 'utf8')) as Record<string, unknown>;

async function render(englishChosen: boolean): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['legal'], resources: { en: { legal } }, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, createElement(LegalLinks, { englishChosen }))));
}

describe('the new terms prompt’s links', () => {
  it('open the English texts once English is chosen', async () => {
    const html = await render(true);
    expect(html).toContain('href="/terms?lang=en"');
    expect(html).toContain('href="/privacy?lang=en"');
  });

  it('open the French texts, which bind, until then (even in the English interface)', async () => {
    const html = await render(false);
    expect(html).toContain('href="/terms"');
    expect(html).not.toContain('lang=en');
  });
});
