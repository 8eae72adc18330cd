import { Box } from '@mui/material';
import {
  LocalesMenuButton,
  Login,
  LoginForm,
  PasswordInput,
  TextInput,
  email,
  type Validator,
} from 'react-admin';

/**
 * Like react-admin's required(), minus the " *" it appends to the label: the
 * labels must read exactly "Courriel" and "Mot de passe" for people and
 * browser tests alike, and both fields of a login form are obviously needed.
 */
const filled: Validator = value =>
  typeof value === 'string' && value.trim() !== '' ? undefined : 'ra.validation.required';

const validateEmail = [filled, email()];
const validatePassword = [filled];
// Assistive technologies still learn that the fields are required.
const requiredInput = { htmlInput: { 'aria-required': true } };

/**
 * react-admin's login page with an email field: accounts are identified by
 * email, and browser tests find the fields by their labels ("Courriel" /
 * "Email", "Mot de passe" / "Password"). The language can be switched before
 * signing in because the server answers errors in the chosen language.
 */
export function LoginPage() {
  return (
    <Login>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
        <LocalesMenuButton />
      </Box>
      <LoginForm>
        {/* LoginForm hands { username, password } to authProvider.login. */}
        <TextInput
          autoFocus
          source="username"
          type="email"
          label="eclat.auth.email"
          autoComplete="username"
          validate={validateEmail}
          slotProps={requiredInput}
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={validatePassword}
          slotProps={requiredInput}
        />
      </LoginForm>
    </Login>
  );
}
