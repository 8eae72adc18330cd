import { Alert, Button, Card, CardActions, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../bookings/format';
import { RETENTION_RULES, runRetentionNow, type RetentionRun } from './retention-api';

function Report({ run }: { run: RetentionRun }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate('eclat.retention.ranAt', { when: formatDateTime(run.finishedAt, locale), schedule: run.schedule })}
      </Typography>
      <Table size="small" aria-label={translate('eclat.retention.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('eclat.retention.rule')}</TableCell>
            <TableCell align="right">{translate('eclat.retention.count')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {RETENTION_RULES.map((rule) => (
            <TableRow key={rule}>
              <TableCell>{translate(`eclat.retention.rules.${rule}`)}</TableCell>
              <TableCell align="right">{new Intl.NumberFormat(locale === 'en' ? 'en-CA' : 'fr-CA').format(run.outcome[rule])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The privacy retention job on demand (issue #41): run it, read what it deleted per rule. */
export default function RetentionCard() {
  const translate = useTranslate();
  const run = useMutation({ mutationFn: runRetentionNow });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('eclat.retention.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('eclat.retention.explanation')}
        </Typography>
        {run.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('eclat.retention.failed', { message: run.error.message })}
          </Alert>
        ) : null}
        {run.data ? <Report run={run.data} /> : null}
      </CardContent>
      <CardActions>
        <Button variant="contained" disabled={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? translate('eclat.retention.running') : translate('eclat.retention.run')}
        </Button>
      </CardActions>
    </Card>
  );
}
