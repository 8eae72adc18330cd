import { AppBar, Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

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

// The default toolbar (locale switcher, theme toggle, refresh) is kept.
export function AdminAppBar() {
  return <AppBar userMenu={<AdminUserMenu />} />;
}
