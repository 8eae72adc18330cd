import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { formatDateTime } from '../bookings/format';
import type { AdminUser } from '../data-provider';

/** Issue #41: the person's suspensions and reactivations, with the reasons given and who decided. */
export function StatusHistory() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = record?.id;
  const query = useQuery({
    queryKey: ['users', id, 'status-history', record?.status],
    enabled: Boolean(id),
    queryFn: async () => {
      const { data, error, response } = await api.GET('/api/admin/users/{id}/status-history', { params: { path: { id: String(id) } } });
      if (data === undefined) throw toHttpError(error, response);
      return data;
    },
  });
  const t = (key: string) => translate(`eclat.users.history.${key}`);
  if (!record) return null;
  return (
    <section aria-labelledby="status-history-title">
      <Typography id="status-history-title" component="h2" variant="h6" sx={{ mt: 2, mb: 1 }}>
        {t('title')}
      </Typography>
      {query.data && query.data.length === 0 ? <Typography color="text.secondary">{t('empty')}</Typography> : null}
      {query.data && query.data.length > 0 ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('at')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
              <TableCell>{t('by')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((c) => (
              <TableRow key={`${c.at}-${c.status}`}>
                <TableCell>{formatDateTime(c.at, locale)}</TableCell>
                <TableCell>{t(c.status)}</TableCell>
                <TableCell>{c.reason ?? '—'}</TableCell>
                <TableCell>{c.adminName ?? t('former_admin')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
