import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { PhoneOrTable } from './PhoneOrTable';

/** Issue #41: the console's main lists fit a phone (react-admin's SimpleList below the `sm` breakpoint). */
const at = (width: number) =>
  renderToString(
    createElement(
      ThemeProvider,
      {
        theme: createTheme({
          components: {
            // The width of the screen the server pretends to draw for (css-mediaquery's job in a browser).
            MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: width < Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) }) } },
          },
        }),
      },
      createElement(PhoneOrTable, { phone: createElement('ul', null, 'phone'), children: createElement('table', null, 'table') }),
    ),
  );

describe('PhoneOrTable', () => {
  it('draws the phone list on a phone and the table on a wider screen', () => {
    expect(at(375)).toContain('<ul>phone</ul>');
    expect(at(375)).not.toContain('<table');
    expect(at(1280)).toContain('<table>table</table>');
  });

  it.each(['users/UserList.tsx', 'bookings/BookingList.tsx', 'reviews/ReviewList.tsx', 'payouts/PayoutList.tsx', 'contact-messages/ContactMessageList.tsx', 'feedback-reports/ReportList.tsx'])('is used by the main list %s, with a SimpleList for phones', (file) => {
    const text = readFileSync(`admin-console/src/${file}`, 'utf8');
    expect(text).toMatch(/<PhoneOrTable\s+phone=\{\s*<SimpleList\b/);
  });
});
