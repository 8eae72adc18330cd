import { createElement, type ReactElement } from 'react';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { ServerHeadContext } from '../../seo/page-head-context';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { ContactPage } from './pages/ContactPage';
import { NewsletterSignup } from '../newsletter/components/NewsletterSignup';

/**
 * Issue #41: the server-rendered forms (the home page's newsletter sign-up, the contact form) cannot
 * be submitted natively before the app takes over: they are POST forms (nothing goes into the address
 * bar) and their submit button is disabled in the server's HTML.
 */
const locale = (ns: string) => JSON.parse(readFileSync(`web/public/locales/fr/${ns}.json`, 'utf8')) as Record<string, unknown>;

async function serverHtml(element: ReactElement): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { contact: locale('contact'), newsletter: locale('newsletter'), common: locale('common') } }, defaultNS: 'common', react: { useSuspense: false } });
  const auth = { state: { status: 'signed-out', user: null } } as unknown as AuthContextValue;
  return renderToString(
    createElement(ServerHeadContext, { value: { origin: 'https://eclat.test', tags: null, status: null } },
    createElement(I18nextProvider, { i18n },
      createElement(QueryClientProvider, { client: new QueryClient() },
        createElement(AuthContext.Provider, { value: auth }, createElement(ToastProvider, null, createElement(MemoryRouter, null, element)))))),
  );
}

describe.each([
  ['the newsletter sign-up', () => createElement(NewsletterSignup)],
  ['the contact form', () => createElement(ContactPage)],
])('%s, as the server draws it', (_name, element) => {
  it('is a POST form whose submit button waits for the app', async () => {
    const html = await serverHtml(element());
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    const submit = /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? '';
    expect(submit).toMatch(/\sdisabled=""/);
    // The app's first code enables it as it starts holding early clicks (ssr/early-clicks.ts).
    expect(submit).toContain('data-wait-for-app=""');
  });
});
