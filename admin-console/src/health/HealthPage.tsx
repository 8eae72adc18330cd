import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { formatTime } from '../../../web/src/lib/format-datetime';
import { fetchHealthReport, type HealthReport } from './health-api';
import OutboxCard from './OutboxCard';
import RetentionCard from '../retention/RetentionCard';

type Tone = 'success' | 'error' | 'warning';

function StatusChip({ value, tone }: { value: string; tone: Tone }) {
  const translate = useTranslate();
  return <Chip size="small" color={tone} label={translate(`eclat.health.values.${value}`)} />;
}

function uptimeParts(seconds: number) {
  const total = Math.floor(seconds);
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

function Report({ report }: { report: HealthReport }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { liveness, readiness } = report;
  const pending = readiness.migrations.pending;

  const rows: Array<[string, ReactNode]> = [
    [
      `${translate('eclat.health.liveness')} — ${translate('eclat.health.status')}`,
      <StatusChip value={liveness.status} tone="success" />,
    ],
    [translate('eclat.health.uptime'), translate('eclat.health.uptime_value', uptimeParts(liveness.uptimeSeconds))],
    [
      `${translate('eclat.health.readiness')} — ${translate('eclat.health.status')}`,
      <StatusChip value={readiness.status} tone={readiness.status === 'ready' ? 'success' : 'error'} />,
    ],
    [
      translate('eclat.health.database'),
      <StatusChip value={readiness.database} tone={readiness.database === 'up' ? 'success' : 'error'} />,
    ],
    [
      translate('eclat.health.pending_migrations'),
      <Chip size="small" color={pending === 0 ? 'success' : 'warning'} label={String(pending)} />,
    ],
  ];

  return (
    <>
            <Table size="small">
              <TableBody>
                {rows.map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('eclat.health.checked_at', {
                time: formatTime(report.checkedAt, locale, { seconds: true }),
              })}
            </Typography>
    </>
  );
}

/** /admin/health: the live answers of GET /api/health and GET /api/ready, and the flows' outbox. */
export default function HealthPage() {
  const translate = useTranslate();
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['eclat', 'health'],
    queryFn: ({ signal }) => fetchHealthReport(signal),
    // Health is only worth showing fresh.
    staleTime: 0,
    retry: false,
  });

  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title="eclat.health.title" />
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('eclat.health.title')}
          </Typography>
          {isPending ? (
            <LinearProgress aria-label={translate('ra.page.loading')} />
          ) : error ? (
            <Alert severity="error">
              {translate('eclat.health.unreachable', { message: error.message })}
            </Alert>
          ) : (
            <Report report={data} />
          )}
        </CardContent>
        <CardActions>
          <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
            {translate('eclat.health.refresh')}
          </Button>
        </CardActions>
      </Card>
      <OutboxCard />
      <RetentionCard />
    </>
  );
}
