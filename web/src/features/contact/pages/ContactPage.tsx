import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { currentLanguage } from '../../../i18n/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrentUser } from '../../auth/auth-context';
import { useSendContactMessage, type ContactCategory } from '../api/send-contact-message';
import { ContactDetails } from '../components/ContactDetails';
import { CONTACT_CATEGORIES, EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, NAME_MIN, REFERENCE_MAX, contactProblems, type ContactValues } from '../contact-form';
import '../contact.css';

const FIELDS = ['name', 'email', 'category', 'bookingReference', 'message'] as const;

/**
 * /contact: a message to the operations team (kept for the console and emailed to them) with an
 * acknowledgement to the sender in their language. A signed-in person's name and email are filled in.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const user = useCurrentUser();
  const send = useSendContactMessage();
  const form = useFormErrors(FIELDS);
  const messageId = useId();
  const messageHintId = `${messageId}-hint`;
  const messageErrorId = `${messageId}-error`;
  const blank: ContactValues = { name: user?.name ?? '', email: user?.email ?? '', category: '', bookingReference: '', message: '' };
  const [values, setValues] = useState<ContactValues>(blank);
  const [website, setWebsite] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  usePageTitle(t('contact:title'));

  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const problems = contactProblems(values);
    const params = { min: NAME_MIN, max: NAME_MAX };
    const texts = {
      name: problems.name && t(`contact:validation.${problems.name}`, params),
      email: problems.email && t(`contact:validation.${problems.email}`),
      category: problems.category && t('contact:validation.categoryRequired'),
      bookingReference: problems.bookingReference && t('contact:validation.referenceLength', { max: REFERENCE_MAX }),
      message: problems.message && t('contact:validation.messageLength', { min: MESSAGE_MIN, max: MESSAGE_MAX }),
    };
    if (!form.accept(texts)) return;
    const email = values.email.trim();
    try {
      await send.mutateAsync({
        name: values.name.trim(),
        email,
        category: values.category as ContactCategory,
        message: values.message.trim(),
        bookingReference: values.bookingReference.trim() || null,
        locale: currentLanguage(),
        ...(website ? { website } : {}),
      });
      setSentTo(email);
    } catch (error) {
      form.fail(error, t('contact:failed'), setFailure);
    }
  };

  if (sentTo) {
    return (
      <div className="container contact-page">
        <h1>{t('contact:title')}</h1>
        <div className="notice notice--success" role="status">
          <p>{t('contact:sent', { email: sentTo })}</p>
        </div>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            setValues({ ...blank, name: values.name, email: values.email });
            setSentTo(null);
          }}
        >
          {t('contact:another')}
        </button>
      </div>
    );
  }

  const messageDescribedBy = [messageHintId, form.errors.message ? messageErrorId : null].filter(Boolean).join(' ');
  return (
    <div className="container contact-page">
      <h1>{t('contact:title')}</h1>
      <p>{t('contact:lead')}</p>
      <ContactDetails />
      <h2 id="contact-form-title">{t('contact:info.formTitle')}</h2>
      {/* POST and inert until the app runs: the message never goes into the address bar (issue #41). */}
      <form ref={form.ref} method="post" className="form" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
        <TextField label={t('contact:fields.name')} name="name" autoComplete="name" maxLength={NAME_MAX} value={values.name} onChange={(e) => set('name', e.target.value)} error={form.errors.name} />
        <TextField label={t('contact:fields.email')} type="email" name="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={EMAIL_MAX} value={values.email} onChange={(e) => set('email', e.target.value)} error={form.errors.email} />
        <SelectField label={t('contact:fields.category')} name="category" value={values.category} onChange={(e) => set('category', e.target.value as ContactCategory | '')} error={form.errors.category}>
          <option value="">{t('contact:fields.categoryPlaceholder')}</option>
          {CONTACT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`contact:categories.${c}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('contact:fields.bookingReference')}
          name="bookingReference"
          autoComplete="off"
          spellCheck={false}
          maxLength={REFERENCE_MAX}
          value={values.bookingReference}
          onChange={(e) => set('bookingReference', e.target.value)}
          hint={t('contact:fields.bookingReferenceHint')}
          error={form.errors.bookingReference}
        />
        <div className="field">
          <label className="field__label" htmlFor={messageId}>
            {t('contact:fields.message')}
          </label>
          <textarea
            id={messageId}
            name="message"
            className="field__input field__input--area"
            maxLength={MESSAGE_MAX}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
            aria-invalid={form.errors.message ? true : undefined}
            aria-describedby={messageDescribedBy}
          />
          <p id={messageHintId} className="field__hint">
            {t('contact:fields.messageHint', { count: values.message.trim().length, max: MESSAGE_MAX })}
          </p>
          {form.errors.message ? (
            <p id={messageErrorId} className="field__error">
              {form.errors.message}
            </p>
          ) : null}
        </div>
        <div className="contact-page__trap" aria-hidden="true">
          <label>
            {t('contact:fields.honeypot')}
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
          </label>
        </div>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <SubmitButton busy={send.isPending} disabled={!hydrated} data-wait-for-app={hydrated ? undefined : ''}>{t('contact:submit')}</SubmitButton>
      </form>
    </div>
  );
}
