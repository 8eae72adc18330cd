import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useDateTimeFormat } from '../../../lib/use-date-time-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLegalDocument } from '../api/get-legal-document';
import type { LegalDocument, LegalDocumentKind, LegalLanguage } from '../api/types';
import { LegalBlocks } from '../components/LegalText';
import { PrivacyOfficerContact } from '../components/PrivacyOfficerContact';
import { TermsAcceptBox } from '../components/TermsAcceptBox';
import '../legal.css';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/;

/** The address of this page in another language or version (the other query parameters are dropped). */
function searchOf(language: LegalLanguage, version: string | null): string {
  const params = new URLSearchParams();
  if (language === 'en') params.set('lang', 'en');
  if (version) params.set('version', version);
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/**
 * French first (Charter of the French language, s. 55): the document opens in French whatever the
 * interface language, with a clear way to read it in English and a reminder of which version prevails.
 */
function LanguageSwitch({ doc, version }: { doc: LegalDocument; version: string | null }) {
  const { t } = useTranslation('legal');
  const english = doc.language === 'en';
  return (
    <section className="legal-language" aria-labelledby="legal-language-title">
      <p id="legal-language-title" className="legal-language__title">
        {english ? t('language.englishShown') : t('language.frenchShown')}
      </p>
      <p>
        {english ? (
          <Link className="btn btn--secondary" to={searchOf('fr', version)} lang="fr" hrefLang="fr">
            {t('language.readFrench')}
          </Link>
        ) : (
          <Link className="btn btn--secondary" to={searchOf('en', version)} lang="en" hrefLang="en">
            {t('language.readEnglish')}
          </Link>
        )}
      </p>
      <p className="legal-language__note">{t(doc.document === 'terms' ? 'language.termsPrevail' : 'language.privacyPrevails')}</p>
    </section>
  );
}

function VersionNotices({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation('legal');
  const { calendarDate } = useDateTimeFormat();
  const date = (d: string) => calendarDate(d, { weekday: false, year: true });
  return (
    <>
      {doc.inForce ? null : (
        <div className="notice legal-notice" role="note">
          <p>
            {t('versions.notInForce', { version: doc.version })} <Link to={searchOf(doc.language, null)}>{t('versions.readCurrent')}</Link>
          </p>
        </div>
      )}
      {doc.upcoming && doc.upcoming.version !== doc.version ? (
        <div className="notice legal-notice" role="note">
          <p>
            {t('versions.upcoming', { version: doc.upcoming.version, date: date(doc.upcoming.effectiveDate) })}{' '}
            <Link to={searchOf(doc.language, doc.upcoming.version)}>{t('versions.readUpcoming')}</Link>
          </p>
        </div>
      ) : null}
    </>
  );
}

function LegalDocumentContent({ doc, version }: { doc: LegalDocument; version: string | null }) {
  const { t } = useTranslation('legal');
  const { calendarDate } = useDateTimeFormat();
  const date = (d: string) => calendarDate(d, { weekday: false, year: true });
  return (
    <>
      <header className="legal-page__header">
        <h1 id="legal-document-title" lang={doc.language}>
          {doc.title}
        </h1>
        <p className="legal-page__meta">{t('versions.meta', { version: doc.version, date: date(doc.effectiveDate) })}</p>
      </header>
      <VersionNotices doc={doc} />
      <LanguageSwitch doc={doc} version={version} />
      {doc.document === 'terms' && doc.inForce ? <TermsAcceptBox version={doc.version} language={doc.language} /> : null}
      {doc.document === 'privacy' ? <PrivacyOfficerContact officer={doc.privacyOfficer} /> : null}
      <div className="legal-page__layout">
        <nav className="legal-toc card" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">{t('toc')}</h2>
          <ol lang={doc.language}>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-document" lang={doc.language} aria-labelledby="legal-document-title">
          <LegalBlocks blocks={doc.preamble} />
          {doc.sections.map((section) => (
            // Plain sections, not landmarks: the table of contents is the way around.
            <section key={section.id} id={section.id} className="legal-document__section">
              <h2>{section.title}</h2>
              <LegalBlocks blocks={section.blocks} />
            </section>
          ))}
        </article>
      </div>
      {doc.versions.length > 1 ? (
        <section className="card legal-versions" aria-labelledby="legal-versions-title">
          <h2 id="legal-versions-title">{t('versions.title')}</h2>
          <ul>
            {doc.versions.map((v) => (
              <li key={v.version}>
                {v.version === doc.version ? (
                  <span aria-current="page">{t('versions.item', { version: v.version, date: date(v.effectiveDate) })}</span>
                ) : (
                  <Link to={searchOf(doc.language, v.inForce ? null : v.version)}>{t('versions.item', { version: v.version, date: date(v.effectiveDate) })}</Link>
                )}
                {v.inForce ? ` — ${t('versions.inForce')}` : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** /terms and /privacy: the versioned documents, French first, with a table of contents. */
export function LegalDocumentPage({ document }: { document: LegalDocumentKind }) {
  const { t } = useTranslation(['legal', 'common']);
  const describe = useDescribeError();
  const [params] = useSearchParams();
  const language: LegalLanguage = params.get('lang') === 'en' ? 'en' : 'fr';
  const asked = params.get('version');
  const version = asked && VERSION.test(asked) ? asked : null;
  const query = useLegalDocument(document, language, version);
  usePageTitle(t(`common:pages.${document}`));

  return (
    <div className="container legal-page">
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <>
          <h1>{t(`common:pages.${document}`)}</h1>
          <div className="notice notice--error" role="alert">
            <p>{describe(query.error, t('legal:loadFailed'))}</p>
            {query.error instanceof ApiError && query.error.status === 404 ? (
              <p>
                <Link to={searchOf(language, null)}>{t('legal:versions.readCurrent')}</Link>
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <LegalDocumentContent doc={query.data} version={version} />
      )}
    </div>
  );
}
