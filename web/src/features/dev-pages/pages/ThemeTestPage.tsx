import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Combobox } from '../../../components/ui/Combobox';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FileUploadButton } from '../../../components/ui/FileUploadButton';
import { PageLoading } from '../../../components/ui/PageLoading';
import { SelectField } from '../../../components/ui/SelectField';
import { Spinner } from '../../../components/ui/Spinner';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { usePageTitle } from '../../../lib/use-page-title';
import tokensCss from '../../../styles/tokens.css?raw';
import { THEMES, type Theme } from '../../../theme/theme';
import { parseThemeTokens, themeStyle } from '../theme-tokens';
import '../dev-pages.css';

const THEME_TOKENS = parseThemeTokens(tokensCss);
/** A few Quebec cities for the combobox (the real one asks the gazetteer). */
const CITIES = ['Montréal', 'Québec', 'Laval', 'Gatineau', 'Longueuil', 'Sherbrooke', 'Saguenay', 'Lévis', 'Trois-Rivières', 'Terrebonne'];

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function CityCombobox() {
  const { t } = useTranslation('devPages');
  const [text, setText] = useState('');
  const options = useMemo(() => (text.trim() ? CITIES.filter((c) => normalize(c).startsWith(normalize(text.trim()))) : []), [text]);
  return (
    <Combobox
      label={t('themeTest.city')}
      hint={t('themeTest.cityHint')}
      listLabel={t('themeTest.cityList')}
      status={text.trim() ? t('themeTest.cityStatus', { count: options.length }) : ''}
      text={text}
      onTextChange={setText}
      options={options}
      optionKey={(c) => c}
      renderOption={(c) => c}
      onSelect={setText}
      onClear={() => setText('')}
      block="theme-test-combobox"
    />
  );
}

function DialogDemo() {
  const { t } = useTranslation('devPages');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
        {t('themeTest.openDialog')}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('themeTest.dialogTitle')}
        description={t('themeTest.dialogText')}
        cancelLabel={t('themeTest.cancel')}
        confirmLabel={t('themeTest.confirm')}
        onConfirm={() => setOpen(false)}
        returnFocusTo={opener}
      />
    </>
  );
}

function Components({ theme }: { theme: Theme }) {
  const { t } = useTranslation('devPages');
  const [name, setName] = useState('Marie Tremblay');
  const [supplies, setSupplies] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const sendingFile = useMemo(() => new File(['%PDF-1.4'], 'piece-identite.pdf', { type: 'application/pdf' }), []);
  const headingId = `theme-test-${theme}`;
  return (
    <section className="dev-theme" style={themeStyle(THEME_TOKENS[theme]) as CSSProperties} aria-labelledby={headingId} data-theme={theme}>
      <h2 id={headingId}>{t(`themes.${theme}`)}</h2>
      <div className="dev-components">
        <section aria-labelledby={`${headingId}-buttons`} className="card">
          <h3 id={`${headingId}-buttons`}>{t('themeTest.buttons')}</h3>
          <div className="dev-row">
            <button type="button" className="btn btn--primary">
              {t('themeTest.primary')}
            </button>
            <button type="button" className="btn btn--secondary">
              {t('themeTest.secondary')}
            </button>
            <button type="button" className="btn btn--danger">
              {t('themeTest.danger')}
            </button>
          </div>
          <div className="dev-row">
            <SubmitButton type="button" busy>
              {t('themeTest.busy')}
            </SubmitButton>
            <SubmitButton type="button" variant="secondary" disabled>
              {t('themeTest.disabled')}
            </SubmitButton>
            <Spinner />
          </div>
          <p>
            <Link to="/theme-test">{t('themeTest.link')}</Link>
          </p>
        </section>
        <section aria-labelledby={`${headingId}-fields`} className="card">
          <h3 id={`${headingId}-fields`}>{t('themeTest.fields')}</h3>
          <TextField label={t('themeTest.name')} hint={t('themeTest.nameHint')} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          <TextField label={t('themeTest.email')} type="email" defaultValue={t('themeTest.emailValue')} error={t('themeTest.emailError')} autoComplete="off" />
          <SelectField label={t('themeTest.frequency')} defaultValue="weekly">
            <option value="once">{t('themeTest.once')}</option>
            <option value="weekly">{t('themeTest.weekly')}</option>
          </SelectField>
          <CityCombobox />
        </section>
        <section aria-labelledby={`${headingId}-choices`} className="card">
          <h3 id={`${headingId}-choices`}>{t('themeTest.choices')}</h3>
          <CheckboxField label={t('themeTest.supplies')} checked={supplies} onChange={(e) => setSupplies(e.target.checked)} />
          <CheckboxField label={t('themeTest.terms')} error={t('themeTest.termsError')} />
        </section>
        <section aria-labelledby={`${headingId}-files`} className="card">
          <h3 id={`${headingId}-files`}>{t('themeTest.files')}</h3>
          <FileUploadButton label={t('themeTest.upload')} accept=".pdf,.jpg,.jpeg,.png" hint={t('themeTest.uploadHint')} file={file} onSelect={setFile} />
          <FileUploadButton label={t('themeTest.uploading')} accept=".pdf" file={sendingFile} progress={0.4} onSelect={() => undefined} variant="primary" />
        </section>
        <section aria-labelledby={`${headingId}-feedback`} className="card">
          <h3 id={`${headingId}-feedback`}>{t('themeTest.feedback')}</h3>
          <PageLoading />
          <div className="notice notice--success">
            <p>{t('themeTest.success')}</p>
          </div>
          <div className="notice notice--error">
            <p>{t('themeTest.error')}</p>
          </div>
        </section>
        <section aria-labelledby={`${headingId}-dialog`} className="card">
          <h3 id={`${headingId}-dialog`}>{t('themeTest.dialog')}</h3>
          <DialogDemo />
        </section>
      </div>
    </section>
  );
}

/** /theme-test (signed in): every component of web/src/components/ui in the default, bright and dark themes. */
export function ThemeTestPage() {
  const { t } = useTranslation(['devPages', 'common']);
  usePageTitle(t('devPages:themeTest.title'));
  return (
    <div className="container dev-page">
      <div>
        <h1>{t('devPages:themeTest.title')}</h1>
        <p className="dev-page__lead">{t('devPages:themeTest.lead')}</p>
        <p className="dev-page__lead">{t('devPages:devNotice')}</p>
      </div>
      <div className="dev-themes">
        {THEMES.map((theme) => (
          <Components key={theme} theme={theme} />
        ))}
      </div>
    </div>
  );
}
