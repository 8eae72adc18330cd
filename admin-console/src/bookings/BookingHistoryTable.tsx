import { Alert, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BookingTransition } from './bookings-api';
import { formatDateTime } from './format';

/** Every change of the booking's status, oldest first as the API gives them. */
export function BookingHistoryTable({ history }: { history: BookingTransition[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const t = (key: string) => translate(`eclat.bookings.${key}`);
  if (history.length === 0) return <Alert severity="info">{t('no_history')}</Alert>;
  return (
    <Table size="small" aria-label={t('sections.history')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('history.at')}</TableCell>
          <TableCell>{t('history.action')}</TableCell>
          <TableCell>{t('history.change')}</TableCell>
          <TableCell>{t('history.actorRole')}</TableCell>
          <TableCell>{t('history.actorId')}</TableCell>
          <TableCell>{t('history.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((step, index) => (
          <TableRow key={`${step.at}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(step.at, locale)}</TableCell>
            <TableCell>{t(`action.${step.action}`)}</TableCell>
            <TableCell>
              {step.from ? t(`status.${step.from}`) : '—'} → {t(`status.${step.to}`)}
            </TableCell>
            <TableCell>{t(`actor.${step.actorRole}`)}</TableCell>
            <TableCell>
              {step.actorId ? (
                <MuiLink component={Link} to={`${basename}/users/${step.actorId}`}>
                  {step.actorId}
                </MuiLink>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{step.reason ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
