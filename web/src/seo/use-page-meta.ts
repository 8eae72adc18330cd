import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FALLBACK_BRAND_NAME, useBrand } from '../features/brand/api/get-brand';
import { asLanguage } from '../i18n/languages';
import { headTags, type HeadTag, type PageMeta } from './head-tags';
import { ServerHeadContext, useCurrentPage } from './page-head-context';
import { siteOrigin } from './site-origin';

const MANAGED = 'data-page-head';

/** Replaces the page-managed elements of <head> (those the server wrote, then those of the previous page). */
function applyToDocument(tags: readonly HeadTag[]): void {
  for (const old of document.head.querySelectorAll(`[${MANAGED}]`)) old.remove();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      document.title = tag.text;
      continue;
    }
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    if (tag.tag === 'script') element.textContent = tag.text;
    element.setAttribute(MANAGED, '');
    document.head.appendChild(element);
  }
}

/**
 * A page's title, description, canonical and language URLs, link-preview tags and JSON-LD. On the
 * server they go into the first HTML answer; in the browser they follow client-side navigation.
 */
export function usePageMeta(meta: PageMeta): void {
  const serverHead = useContext(ServerHeadContext);
  const page = useCurrentPage();
  const { t, i18n } = useTranslation('common');
  const brandName = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const { pathname } = useLocation();
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'fr';
  const pageDescription = page ? t(`seo.pages.${page}`, { defaultValue: '' }) : '';
  const fallbackDescription = pageDescription || t('seo.description');
  const tags = headTags({ meta, brandName, fallbackDescription, language, origin: serverHead?.origin ?? siteOrigin(), pathname });
  // During a server render only (effects do not run there); the last page to speak is the one drawn.
  if (serverHead) serverHead.tags = tags;

  // The tags as text: `meta` is a new object on every render, the head changes only when they do.
  const written = JSON.stringify(tags);
  useEffect(() => {
    applyToDocument(JSON.parse(written) as HeadTag[]);
  }, [written]);
}

/** Tells the server's answer that the page's resource does not exist (404), so search engines drop it. */
export function useServerStatus(status: number | null): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead && status !== null) serverHead.status = status;
}
