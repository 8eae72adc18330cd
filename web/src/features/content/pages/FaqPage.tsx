import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { faqJsonLd } from '../../../seo/json-ld';
import { usePageMeta } from '../../../seo/use-page-meta';
import { useFaq } from '../api/get-faq';
import { ContentError } from '../components/ContentError';
import { FaqList } from '../components/FaqList';
import { groupFaq, searchFaq } from '../content-helpers';
import '../content.css';

/** Results shown opened when the search narrows them down to a few. */
const OPEN_RESULTS_MAX = 3;

/** /faq: the published questions grouped by theme, searchable as you type (in the browser). */
export function FaqPage() {
  const { t } = useTranslation('content');
  const faq = useFaq();
  usePageMeta({ title: t('faq.title'), jsonLd: faq.data?.length ? [faqJsonLd(faq.data)] : undefined });
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const inputId = useId();
  const hintId = useId();
  const results = useMemo(() => searchFaq(faq.data ?? [], query), [faq.data, query]);
  const groups = useMemo(() => groupFaq(results), [results]);
  const searching = query.trim().length > 0;

  const onChange = (value: string) => {
    setQuery(value);
    // Kept in the address so a search can be shared; replace: typing is not navigation.
    setParams(value.trim() ? { q: value } : {}, { replace: true });
  };

  return (
    <div className="container content-page faq-page">
      <h1>{t('faq.title')}</h1>
      <p className="content-page__lead">{t('faq.lead')}</p>
      <form role="search" className="faq-search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="field__label faq-search__label">
          {t('faq.searchLabel')}
        </label>
        <p id={hintId} className="field__hint faq-search__hint">
          {t('faq.searchHint')}
        </p>
        <div className="faq-search__row">
          <input id={inputId} type="search" enterKeyHint="search" className="field__input faq-search__input" value={query} maxLength={100} aria-describedby={hintId} onChange={(e) => onChange(e.target.value)} />
          {searching ? (
            <button type="button" className="btn btn--secondary" onClick={() => onChange('')}>
              {t('faq.clear')}
            </button>
          ) : null}
        </div>
      </form>
      <p className="faq-page__status" role="status">
        {faq.data && searching ? (results.length ? t('faq.results', { count: results.length }) : t('faq.noResults', { query: query.trim() })) : ''}
      </p>
      {faq.isPending ? (
        <PageLoading />
      ) : faq.isError ? (
        <ContentError error={faq.error} fallback={t('faq.loadFailed')} onRetry={() => void faq.refetch()} />
      ) : (
        <>
          {!searching && groups.length > 1 ? (
            <nav className="faq-page__groups" aria-label={t('faq.groupsLabel')}>
              <ul>
                {groups.map((g) => (
                  <li key={g.category}>
                    <a href={`#faq-${g.category}`}>{t(`faq.categories.${g.category}`)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {groups.map((g) => (
            <section key={g.category} className="faq-group" aria-labelledby={`faq-${g.category}`}>
              <h2 id={`faq-${g.category}`} tabIndex={-1}>
                {t(`faq.categories.${g.category}`)}
              </h2>
              <FaqList entries={g.entries} open={searching && results.length <= OPEN_RESULTS_MAX} />
            </section>
          ))}
        </>
      )}
      <aside className="card faq-page__contact">
        <p>
          {t('faq.contactPrompt')} <Link to="/contact">{t('faq.contactLink')}</Link>
        </p>
      </aside>
    </div>
  );
}
