import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, Pagination, ReferenceManyField, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BookingDateTimeField } from '../bookings/BookingDateTimeField';
import { BookingStatusChip } from '../bookings/BookingStatusChip';
import { TotalField } from '../bookings/MoneyField';
import { PartyField } from '../bookings/PartyField';
import { paymentStatusChoices } from '../bookings/choices';
import { CaseStatusChip } from '../cases/CaseList';
import { ConsoleDateField } from '../layout/ConsoleDateField';
import { CentsField, InstantField, PayoutStatusChip } from '../payouts/fields';
import { ReportStatusChip } from '../feedback-reports/ReportStatusChip';
import { ReviewStatusChip } from '../reviews/ReviewStatusChip';
import { RatingField } from '../reviews/RatingField';

interface Props {
  title: string;
  resource: string;
  target: string;
  sortField: string;
  children: ReactNode;
}

/** One part of the person's history: the latest rows, and the whole list filtered on them. */
function Part({ title, resource, target, sortField, children }: Props) {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const all = `/${resource}?filter=${encodeURIComponent(JSON.stringify({ [target]: record.id }))}`;
  return (
    <Box component="section" sx={{ mt: 3 }} aria-label={title}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <ReferenceManyField reference={resource} target={target} sort={{ field: sortField, order: 'DESC' }} perPage={5} pagination={<Pagination rowsPerPageOptions={[5]} />}>
        <DataTable bulkActionButtons={false} rowClick="show" empty={<Typography variant="body2">{translate('eclat.users.activity.none')}</Typography>}>
          {children}
        </DataTable>
      </ReferenceManyField>
      <Link to={all}>{translate('eclat.users.activity.all')}</Link>
    </Box>
  );
}

/**
 * Issue #41: a person's page shows their bookings (with what was paid), cases, and for a cleaner the
 * payouts, reviews and reports, so ops need not search five lists for one person.
 */
export function UserActivity() {
  const record = useRecordContext<{ id: string; role: string | null }>();
  const translate = useTranslate();
  if (!record || (record.role !== 'client' && record.role !== 'cleaner')) return null;
  const t = (key: string) => translate(`eclat.users.activity.${key}`);
  const cleaner = record.role === 'cleaner';
  return (
    <Box data-testid="user-activity">
      <Part title={t('bookings')} resource="bookings" target={cleaner ? 'cleanerId' : 'clientId'} sortField="startsAt">
        <DataTable.Col source="startsAt">
          <BookingDateTimeField source="startsAt" />
        </DataTable.Col>
        <DataTable.Col source={cleaner ? 'client' : 'cleaner'} disableSort>
          <PartyField party={cleaner ? 'client' : 'cleaner'} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <BookingStatusChip />
        </DataTable.Col>
        <DataTable.Col source="paymentStatus" disableSort>
          <SelectField source="paymentStatus" choices={paymentStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="totalCents" align="right" disableSort>
          <TotalField />
        </DataTable.Col>
      </Part>
      <Part title={t('cases')} resource="cases" target="userId" sortField="reportedAt">
        <DataTable.Col source="reportedAt" disableSort>
          <ConsoleDateField source="reportedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <CaseStatusChip />
        </DataTable.Col>
        <DataTable.Col source={cleaner ? 'clientName' : 'cleanerName'} disableSort field={TextField} />
      </Part>
      {cleaner ? (
        <>
          <Part title={t('payouts')} resource="payouts" target="cleanerId" sortField="createdAt">
            <DataTable.Col source="createdAt" disableSort>
              <InstantField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="status" disableSort>
              <PayoutStatusChip />
            </DataTable.Col>
            <DataTable.Col source="amountCents" align="right" disableSort>
              <CentsField source="amountCents" />
            </DataTable.Col>
          </Part>
          <Part title={t('reviews')} resource="reviews" target="cleanerId" sortField="createdAt">
            <DataTable.Col source="createdAt" disableSort>
              <ConsoleDateField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="rating" disableSort>
              <RatingField />
            </DataTable.Col>
            <DataTable.Col source="status" disableSort>
              <ReviewStatusChip />
            </DataTable.Col>
          </Part>
          <Part title={t('reports')} resource="feedback-reports" target="cleanerId" sortField="createdAt">
            <DataTable.Col source="createdAt" disableSort>
              <ConsoleDateField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="status" disableSort>
              <ReportStatusChip />
            </DataTable.Col>
          </Part>
        </>
      ) : null}
    </Box>
  );
}
