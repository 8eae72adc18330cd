import { Alert, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../bookings/format';
import type { Earning } from './payouts-api';

/**
 * The earning lines a payout carries, with their sum: gross - commission + taxes
 * per line, so the admin can check the payout to the cent against the bookings.
 */
export function EarningLinesTable({ earnings, label }: { earnings: Earning[]; label: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const t = (key: string) => translate(`eclat.payouts.${key}`);
  const money = (cents: number) => formatMoney(cents, locale);
  if (earnings.length === 0) return <Alert severity="info">{t('no_earnings')}</Alert>;
  const sum = (pick: (e: Earning) => number) => earnings.reduce((total, e) => total + pick(e), 0);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('earning.earnedAt')}</TableCell>
          <TableCell>{t('earning.kind')}</TableCell>
          <TableCell>{t('earning.description')}</TableCell>
          <TableCell align="right">{t('earning.grossCents')}</TableCell>
          <TableCell align="right">{t('earning.commissionCents')}</TableCell>
          <TableCell align="right">{t('earning.taxCents')}</TableCell>
          <TableCell align="right">{t('earning.amountCents')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {earnings.map(earning => (
          <TableRow key={earning.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(earning.earnedAt, locale)}</TableCell>
            <TableCell>{t(`earning_kind.${earning.kind}`)}</TableCell>
            <TableCell>
              {earning.bookingId ? (
                <MuiLink component={Link} to={`${basename}/bookings/${earning.bookingId}/show`}>
                  {earning.description}
                </MuiLink>
              ) : (
                earning.description
              )}
            </TableCell>
            <TableCell align="right">{money(earning.grossCents)}</TableCell>
            <TableCell align="right">{money(-earning.commissionCents)}</TableCell>
            <TableCell align="right">{money(earning.taxCents)}</TableCell>
            <TableCell align="right">{money(earning.amountCents)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" colSpan={3}>
            <strong>{t('earning.total')}</strong>
          </TableCell>
          <TableCell align="right">{money(sum(e => e.grossCents))}</TableCell>
          <TableCell align="right">{money(-sum(e => e.commissionCents))}</TableCell>
          <TableCell align="right">{money(sum(e => e.taxCents))}</TableCell>
          <TableCell align="right">
            <strong>{money(sum(e => e.amountCents))}</strong>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
