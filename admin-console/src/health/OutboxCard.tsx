import { Alert, Card, CardContent, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { fetchOutbox, type OutboxStatus } from './health-api';

function Backlog({ status }: { status: OutboxStatus }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'en' ? 'en-CA' : 'fr-CA', { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <>
      <Table size="small">
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {translate('eclat.health.outbox.pending')}
            </TableCell>
            <TableCell>
              <Chip size="small" color={status.pending === 0 ? 'success' : 'warning'} label={String(status.pending)} />
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {translate('eclat.health.outbox.failing')}
            </TableCell>
            <TableCell>
              <Chip size="small" color={status.failing === 0 ? 'success' : 'error'} label={String(status.failing)} />
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {translate('eclat.health.outbox.oldest')}
            </TableCell>
            <TableCell>{status.oldestPendingAt ? when(status.oldestPendingAt) : translate('eclat.health.outbox.none')}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {status.stuck.length > 0 && (
        <Table size="small" sx={{ mt: 2 }} aria-label={translate('eclat.health.outbox.stuck_title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('eclat.health.outbox.step')}</TableCell>
              <TableCell>{translate('eclat.health.outbox.key')}</TableCell>
              <TableCell>{translate('eclat.health.outbox.attempts')}</TableCell>
              <TableCell>{translate('eclat.health.outbox.last_error')}</TableCell>
              <TableCell>{translate('eclat.health.outbox.next_attempt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {status.stuck.map((row) => (
              <TableRow key={`${row.flow}/${row.step}/${row.key}`}>
                <TableCell>
                  {row.flow} → {row.step}
                </TableCell>
                <TableCell>{row.key}</TableCell>
                <TableCell>{row.attempts}</TableCell>
                <TableCell>{row.lastError ?? ''}</TableCell>
                <TableCell>{when(row.nextAttemptAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/** The flows' outbox on the health page: what waits, what keeps failing (docs/decisions.md, "Flows"). */
export default function OutboxCard() {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey: ['eclat', 'health', 'outbox'], queryFn: ({ signal }) => fetchOutbox(signal), staleTime: 0, retry: false });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('eclat.health.outbox.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('eclat.health.outbox.explanation')}
        </Typography>
        {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : error ? <Alert severity="error">{translate('eclat.health.unreachable', { message: error.message })}</Alert> : <Backlog status={data} />}
      </CardContent>
    </Card>
  );
}
