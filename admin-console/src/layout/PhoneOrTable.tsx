import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A list's rows on a phone as react-admin's SimpleList (`phone`: one column, the record's main facts
 * on two or three lines), the DataTable (`children`) from the `sm` breakpoint up, as react-admin's
 * docs advise: a table of eight columns overflows a phone's screen (issue #41).
 */
export function PhoneOrTable({ phone, children }: { phone: ReactNode; children: ReactNode }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return <>{small ? phone : children}</>;
}
