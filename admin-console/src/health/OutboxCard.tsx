import { Alert, Card, CardContent, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../bookings/format';
import { DetailSection, type DetailRow } from '../layout/DetailSection';
import { fetchOutbox, type OutboxStatus } from './health-api';

function StuckSteps({ stuck, when }: { stuck: OutboxStatus['stuck']; when: (iso: string) => string }) {
  const translate = useTranslate();
  const columns = ['step', 'key', 'attempts', 'last_error', 'next_attempt'];
  return (
    <Table size="small" sx={{ mt: 2 }} aria-label={translate('eclat.health.outbox.stuck_title')}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c}>{translate(`eclat.health.outbox.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {stuck.map((row) => (
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
  );
}

function Backlog({ status }: { status: OutboxStatus }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (iso: string) => formatDateTime(iso, locale, { seconds: true });
  const count = (n: number, bad: 'warning' | 'error') => <Chip size="small" color={n === 0 ? 'success' : bad} label={String(n)} />;
  const rows: DetailRow[] = [
    [translate('eclat.health.outbox.pending'), count(status.pending, 'warning')],
    [translate('eclat.health.outbox.failing'), count(status.failing, 'error')],
    [translate('eclat.health.outbox.oldest'), status.oldestPendingAt ? when(status.oldestPendingAt) : translate('eclat.health.outbox.none')],
  ];
  return (
    <DetailSection title={translate('eclat.health.outbox.title')} rows={rows}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('eclat.health.outbox.explanation')}
      </Typography>
      {status.stuck.length > 0 && <StuckSteps stuck={status.stuck} when={when} />}
    </DetailSection>
  );
}

/** The flows' outbox on the health page: what waits, what keeps failing (docs/decisions.md, "Flows"). */
export default function OutboxCard() {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey: ['eclat', 'health', 'outbox'], queryFn: ({ signal }) => fetchOutbox(signal), staleTime: 0, retry: false });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : error ? (
          <Alert severity="error">{translate('eclat.health.unreachable', { message: error.message })}</Alert>
        ) : (
          <Backlog status={data} />
        )}
      </CardContent>
    </Card>
  );
}
