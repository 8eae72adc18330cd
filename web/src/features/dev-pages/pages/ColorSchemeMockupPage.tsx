import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import tokensCss from '../../../styles/tokens.css?raw';
import { THEMES, type Theme } from '../../../theme/theme';
import { formatRatio } from '../contrast';
import { contrastReport, type PairResult } from '../contrast-pairs';
import { colorTokens, parseThemeTokens, themeStyle } from '../theme-tokens';
import '../dev-pages.css';

// Read once from the stylesheet the site itself uses, so the page cannot disagree with it.
const THEME_TOKENS = parseThemeTokens(tokensCss);

function Sample({ pair }: { pair: PairResult }) {
  const { t } = useTranslation('devPages');
  if (pair.use === 'ui') {
    return (
      <span
        className="dev-sample dev-sample--ui"
        style={{ borderColor: pair.foregroundValue, background: pair.backgroundValue }}
        role="img"
        aria-label={t('colors.sampleUi')}
      />
    );
  }
  return (
    <span className="dev-sample" style={{ color: pair.foregroundValue, background: pair.backgroundValue }}>
      {t('colors.sample')}
    </span>
  );
}

function ThemeSection({ theme }: { theme: Theme }) {
  const { t, i18n } = useTranslation('devPages');
  const tokens = THEME_TOKENS[theme];
  const report = contrastReport(tokens);
  const passed = report.filter((r) => r.verdict !== 'fail').length;
  const themeName = t(`themes.${theme}`);
  const headingId = `colors-${theme}`;
  return (
    <section className="dev-theme" style={themeStyle(tokens) as CSSProperties} aria-labelledby={headingId} data-theme={theme}>
      <h2 id={headingId}>{themeName}</h2>
      <p data-testid={`summary-${theme}`}>{t('colors.summary', { passed, total: report.length })}</p>
      <div>
        <h3>{t('colors.palette')}</h3>
        <ul className="dev-swatches">
          {colorTokens(tokens).map(([name, value]) => (
            <li key={name} className="dev-swatch">
              <span className="dev-swatch__chip" style={{ background: value }} aria-hidden="true" />
              <span>
                <code>{name}</code>
                <code>{value}</code>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>{t('colors.contrast')}</h3>
        <div className="dev-table-wrap">
          <table className="dev-table">
            <caption>{t('colors.table.caption', { theme: themeName.toLowerCase() })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colors.table.pair')}</th>
                <th scope="col">{t('colors.table.colors')}</th>
                <th scope="col">{t('colors.table.sample')}</th>
                <th scope="col">{t('colors.table.ratio')}</th>
                <th scope="col">{t('colors.table.level')}</th>
              </tr>
            </thead>
            <tbody>
              {report.map((pair) => (
                <tr key={pair.id} data-pair={pair.id}>
                  <th scope="row">
                    {t(`colors.pairs.${pair.id}`)} <span className="visually-hidden">({t(`colors.use.${pair.use}`)})</span>
                  </th>
                  <td>
                    <code>{t('colors.on', { foreground: `${pair.foreground} ${pair.foregroundValue}`, background: `${pair.background} ${pair.backgroundValue}` })}</code>
                  </td>
                  <td>
                    <Sample pair={pair} />
                  </td>
                  <td data-testid="ratio">{pair.ratio === null ? '—' : formatRatio(pair.ratio, i18n.resolvedLanguage)}</td>
                  <td>
                    <span className={pair.verdict === 'fail' ? 'dev-verdict dev-verdict--fail' : 'dev-verdict'}>
                      {t(`colors.verdict.${pair.verdict}`)} <span className="visually-hidden">{t(`colors.use.${pair.use}`)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** /color-scheme-mockup (signed in): each theme's palette and the WCAG contrast of the pairs the app draws. */
export function ColorSchemeMockupPage() {
  const { t } = useTranslation('devPages');
  usePageTitle(t('colors.title'));
  return (
    <div className="container dev-page">
      <div>
        <h1>{t('colors.title')}</h1>
        <p className="dev-page__lead">{t('colors.lead')}</p>
        <p className="dev-page__lead">{t('colors.rules')}</p>
        <p className="dev-page__lead">{t('devNotice')}</p>
      </div>
      <div className="dev-themes">
        {THEMES.map((theme) => (
          <ThemeSection key={theme} theme={theme} />
        ))}
      </div>
    </div>
  );
}
