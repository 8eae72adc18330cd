import { Box, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { DetailSection } from '../layout/DetailSection';
import { CampaignActions } from './CampaignActions';
import { CampaignPreview } from './CampaignPreview';
import { CampaignProgress, CampaignStatusChip } from './CampaignProgress';
import { DateTimeCell } from './DateTimeCell';
import type { NewsletterCampaign } from './newsletter-api';

function CampaignDetails() {
  const record = useRecordContext<NewsletterCampaign>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (name: string) => translate(`resources.newsletter-campaigns.fields.${name}`);
  return (
    <Box sx={{ p: 2 }}>
      <DetailSection
        title={translate('eclat.newsletter.sending')}
        rows={[
          [field('status'), <CampaignStatusChip key="status" />],
          [field('progress'), record.status === 'draft' ? <Typography key="progress" variant="body2">{translate('eclat.newsletter.progress.draft')}</Typography> : <CampaignProgress key="progress" />],
          [field('lastTestAt'), <DateTimeCell key="test" source="lastTestAt" />],
          [field('sendRequestedAt'), <DateTimeCell key="requested" source="sendRequestedAt" />],
          [field('finishedAt'), <DateTimeCell key="finished" source="finishedAt" />],
        ]}
      />
      <DetailSection title={translate('eclat.newsletter.preview.title')}>
        <CampaignPreview record={record} />
      </DetailSection>
    </Box>
  );
}

/** A newsletter's page: its progress while it goes out (refreshed every 2 s), its preview, and its actions. */
export default function CampaignShow() {
  return (
    <Show
      actions={<CampaignActions />}
      queryOptions={{ refetchInterval: (query) => ((query.state.data as NewsletterCampaign | undefined)?.status === 'sending' ? 2000 : false) }}
    >
      <CampaignDetails />
    </Show>
  );
}
