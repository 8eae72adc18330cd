import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation';

/**
 * The identity fields of the auth and account forms. Names and autocomplete tokens are fixed
 * here so that password managers and browser tests meet the same markup on every form; each
 * form still words its own label.
 */
export interface CredentialFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function NameField(field: CredentialFieldProps) {
  return <CredentialInput {...field} name="name" autoComplete="name" autoCapitalize="words" maxLength={NAME_MAX_LENGTH} />;
}

/** `passkeyAutofill`: the browser also offers the site's passkeys in this field's suggestions (conditional UI). */
export function EmailField({ passkeyAutofill, ...field }: CredentialFieldProps & { passkeyAutofill?: boolean }) {
  // A phone keyboard must not capitalise or "correct" an address.
  return <CredentialInput {...field} type="email" name="email" autoComplete={passkeyAutofill ? 'username webauthn' : 'email'} autoCapitalize="none" spellCheck={false} />;
}

/** Sign-in posts it as `password`; the account forms as `current-password`. */
export function CurrentPasswordField({ name = 'current-password', ...field }: CredentialFieldProps & { name?: string }) {
  return <CredentialInput {...field} type="password" name={name} autoComplete="current-password" />;
}

/** The hint defaults to the auth wording; the account page passes its own. */
export function NewPasswordField({ hint, ...field }: CredentialFieldProps & { hint?: string }) {
  const { t } = useTranslation('auth');
  return (
    <CredentialInput
      {...field}
      type="password"
      name="new-password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={hint ?? t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
    />
  );
}

/** `new-password` too, so a password manager fills it with the one it just generated. */
export function ConfirmPasswordField(field: CredentialFieldProps) {
  return <CredentialInput {...field} type="password" name="confirm-password" autoComplete="new-password" />;
}

interface CredentialInputProps extends CredentialFieldProps {
  type?: 'email' | 'password';
  name: string;
  autoComplete: string;
  autoCapitalize?: 'none' | 'words';
  spellCheck?: boolean;
  minLength?: number;
  maxLength?: number;
  hint?: string;
}

/** Every one is required and reports its text, not the change event. */
function CredentialInput({ label, type, name, autoComplete, autoCapitalize, spellCheck, minLength, maxLength, value, onChange, hint, error }: CredentialInputProps) {
  return (
    <TextField
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      autoCapitalize={autoCapitalize}
      spellCheck={spellCheck}
      required
      minLength={minLength}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      error={error}
    />
  );
}
