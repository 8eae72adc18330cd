import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

/**
 * The user menu button shows the admin's name but is labelled "Profil" by
 * default; a label that differs from the visible text confuses voice control
 * users (WCAG 2.5.3), so the label starts with the name.
 */
function AdminUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName
    ? translate('eclat.user_menu', { name: identity.fullName })
    : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <Logout />
    </UserMenu>
  );
}

/**
 * react-admin's default toolbar (locale switcher, refresh) but with a named loading spinner: its
 * progressbar has no accessible name otherwise (axe: aria-progressbar-name). LoadingIndicator hands
 * extra props to the spinner, though its type does not list them.
 */
function AdminToolbar() {
  const translate = useTranslate();
  const spinnerName = { 'aria-label': translate('ra.page.loading') } as Record<string, string>;
  return (
    <>
      <LocalesMenuButton />
      <LoadingIndicator {...spinnerName} />
    </>
  );
}

export function AdminAppBar() {
  return <AppBar userMenu={<AdminUserMenu />} toolbar={<AdminToolbar />} />;
}
