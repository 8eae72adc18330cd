import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { progressOf } from './choices';
import type { NewsletterCampaign } from './newsletter-api';

const COLORS = { draft: 'default', sending: 'info', sent: 'success' } as const;

export function CampaignStatusChip() {
  const record = useRecordContext<NewsletterCampaign>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={COLORS[record.status]} variant={record.status === 'draft' ? 'outlined' : 'filled'} label={translate(`eclat.newsletter.campaign_status.${record.status}`)} />;
}

/** Sent, failed and skipped out of the recipients, with a bar while sending. Nothing for a draft. */
export function CampaignProgress({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext<NewsletterCampaign>();
  const translate = useTranslate();
  if (!record || record.status === 'draft') return null;
  const p = record.progress;
  const { percent } = progressOf(p);
  const summary = translate('eclat.newsletter.progress.summary', { sent: p.sent, total: p.total, failed: p.failed, skipped: p.skipped });
  return (
    <Box sx={{ minWidth: compact ? 160 : 280 }}>
      <Typography variant="body2">{summary}</Typography>
      {!compact || record.status === 'sending' ? (
        <LinearProgress variant="determinate" value={percent} aria-label={translate('eclat.newsletter.progress.label')} sx={{ mt: 0.5 }} color={p.failed > 0 ? 'warning' : 'primary'} />
      ) : null}
    </Box>
  );
}
