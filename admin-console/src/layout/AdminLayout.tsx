import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { BusyNotices } from './BusyNotices';

// react-admin's default AppBar toolbar already carries the LocalesMenuButton (two locales).
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <BusyNotices />
      {children}
    </Layout>
  );
}
