import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../bookings/format';
import type { IncidentHistoryEntry } from './incidents-api';
import { describeValue } from './history-format';

const isEmpty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Every save of the entry, oldest first: who, when, and each field before and after. */
export function IncidentHistoryTable({ history }: { history: IncidentHistoryEntry[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`eclat.incidents.history.${key}`);
  if (!history.length) return <Alert severity="info">{t('empty')}</Alert>;
  return (
    <Table size="small" aria-label={translate('eclat.incidents.sections.history')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('at')}</TableCell>
          <TableCell>{t('by')}</TableCell>
          <TableCell>{t('action')}</TableCell>
          <TableCell>{t('changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((entry, index) => (
          <TableRow key={`${entry.at}-${index}`} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, locale)}</TableCell>
            <TableCell>{entry.by.name ?? `${entry.by.id} (${translate('eclat.incidents.deleted_account')})`}</TableCell>
            <TableCell>{t(`actions.${entry.action}`)}</TableCell>
            <TableCell>
              {/* On creation the fields are listed as written (the empty ones left out): the starting state, not a change. */}
              <Box component="dl" sx={{ m: 0 }}>
                {entry.changes.filter((change) => entry.action !== 'created' || !isEmpty(change.to)).map((change) => (
                  <Box key={change.field} sx={{ mb: 0.5 }}>
                    <Box component="dt" sx={{ fontWeight: 'bold' }}>
                      {translate(`resources.confidentiality-incidents.fields.${change.field}`)}
                    </Box>
                    <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                      {entry.action === 'created'
                        ? describeValue(change.field, change.to, translate, locale)
                        : `${describeValue(change.field, change.from, translate, locale)} → ${describeValue(change.field, change.to, translate, locale)}`}
                    </Box>
                  </Box>
                ))}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
