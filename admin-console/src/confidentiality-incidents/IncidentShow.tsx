import { Box, Stack, Typography } from '@mui/material';
import { EditButton, ListButton, Show, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../bookings/format';
import { DetailSection, type DetailRow } from '../layout/DetailSection';
import { formatPeriod, formatRegisterDate } from './choices';
import { describeValue } from './history-format';
import { IncidentStatusChip, RiskChip } from './IncidentChips';
import { IncidentHistoryTable } from './IncidentHistoryTable';
import type { IncidentDetail } from './incidents-api';

// No delete button: an entry is kept at least until its retention date, and closing is a status.
function IncidentActions() {
  return (
    <TopToolbar>
      <EditButton />
      <ListButton />
    </TopToolbar>
  );
}

export default function IncidentShow() {
  return (
    <Show actions={<IncidentActions />}>
      <IncidentDetailView />
    </Show>
  );
}

function IncidentDetailView() {
  const record = useRecordContext<IncidentDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;

  const field = (name: string) => translate(`resources.confidentiality-incidents.fields.${name}`);
  const value = (name: keyof IncidentDetail) => describeValue(name, record[name], translate, locale);
  const person = (p: { id: string; name: string | null } | null) => (p ? (p.name ?? `${p.id} (${translate('eclat.incidents.deleted_account')})`) : '—');
  const count = `${value('peopleAffected')}${record.peopleAffectedEstimated ? ` (${translate('eclat.incidents.approximately')})` : ''}`;

  const incident: DetailRow[] = [
    [field('kinds'), value('kinds')],
    [field('circumstances'), record.circumstances],
    [field('occurredOn'), formatPeriod(record.occurredOn, record.occurredUntil, record.occurrenceEstimated, locale, translate('eclat.incidents.approximately'))],
    [field('discoveredOn'), formatRegisterDate(record.discoveredOn, locale)],
  ];
  const information: DetailRow[] = [
    [field('informationCategories'), value('informationCategories')],
    [field('informationDescription'), record.informationDescription],
    [field('peopleAffected'), count],
  ];
  const risk: DetailRow[] = [
    [field('seriousInjuryRisk'), <RiskChip key="risk" />],
    [field('sensitivity'), value('sensitivity')],
    [field('anticipatedConsequences'), value('anticipatedConsequences')],
    [field('misuseLikelihood'), value('misuseLikelihood')],
  ];
  const notices: DetailRow[] = [
    [field('commissionNotifiedOn'), value('commissionNotifiedOn')],
    [field('commissionNotes'), value('commissionNotes')],
    [field('peopleNotifiedOn'), value('peopleNotifiedOn')],
    [field('peopleNoticeMethod'), value('peopleNoticeMethod')],
    [field('peopleNoticeNotes'), value('peopleNoticeNotes')],
    [field('otherNotifications'), value('otherNotifications')],
  ];
  const follow: DetailRow[] = [
    [field('status'), <IncidentStatusChip key="status" />],
    [field('recordedAt'), `${formatDateTime(record.recordedAt, locale)} — ${person(record.recordedBy)}`],
    [field('updatedAt'), `${formatDateTime(record.updatedAt, locale)} — ${person(record.updatedBy)}`],
    [field('closedAt'), record.closedAt ? `${formatDateTime(record.closedAt, locale)} — ${person(record.closedBy)}` : '—'],
    [field('keptUntil'), formatRegisterDate(record.keptUntil, locale)],
  ];

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {translate('eclat.incidents.heading', { reference: record.reference, title: record.title })}
        </Typography>
        <IncidentStatusChip />
      </Stack>
      <DetailSection title={translate('eclat.incidents.sections.incident')} rows={incident} />
      <DetailSection title={translate('eclat.incidents.sections.information')} rows={information} />
      <DetailSection title={translate('eclat.incidents.sections.risk')} rows={risk} />
      <DetailSection title={translate('eclat.incidents.sections.measures')} rows={[[field('measures'), value('measures')]]} />
      <DetailSection title={translate('eclat.incidents.sections.notices')} rows={notices} />
      <DetailSection title={translate('eclat.incidents.sections.record')} rows={follow} />
      <DetailSection title={translate('eclat.incidents.sections.history')}>
        <IncidentHistoryTable history={record.history} />
      </DetailSection>
    </Box>
  );
}
