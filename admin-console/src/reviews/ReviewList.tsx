import { Typography } from '@mui/material';
import { DataTable, List, SelectField, SelectInput, SimpleList, TextInput, useRecordContext } from 'react-admin';
import { PhoneOrTable } from '../layout/PhoneOrTable';
import { directionChoices, reviewStatusChoices } from './choices';
import { excerpt } from './format';
import { RatingField } from './RatingField';
import { ReviewDateField } from './ReviewDateField';
import { ReviewStatusChip } from './ReviewStatusChip';
import { DEFAULT_REVIEW_SORT, type AdminReview } from './reviews-api';

// Labels come from resources.reviews.fields.<source>.
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="status" source="status" choices={reviewStatusChoices} alwaysOn />,
  <SelectInput key="direction" source="direction" choices={directionChoices} alwaysOn />,
];

function PartyName({ party }: { party: 'author' | 'subject' }) {
  const record = useRecordContext<AdminReview>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record[party].name}
    </Typography>
  );
}

function CommentExcerpt() {
  const record = useRecordContext<AdminReview>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" title={record.comment ?? undefined}>
      {excerpt(record.comment)}
    </Typography>
  );
}

/**
 * The moderation queue. Read only here: hiding or showing again is done on the
 * show page, where the whole comment can be read first. Sortable columns are
 * the ones the API sorts by: createdAt and overall.
 */
export default function ReviewList() {
  return (
    <List filters={filters} actions={false} sort={DEFAULT_REVIEW_SORT} perPage={25}>
      <PhoneOrTable
        phone={
          <SimpleList rowClick="show" primaryText={<><PartyName party="author" /> → <PartyName party="subject" /></>} secondaryText={<CommentExcerpt />} tertiaryText={<ReviewStatusChip />} />
        }
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="createdAt">
            <ReviewDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="direction" disableSort>
            <SelectField source="direction" choices={directionChoices} />
          </DataTable.Col>
          <DataTable.Col source="author" disableSort>
            <PartyName party="author" />
          </DataTable.Col>
          <DataTable.Col source="subject" disableSort>
            <PartyName party="subject" />
          </DataTable.Col>
          <DataTable.Col source="overall">
            <RatingField category="overall" />
          </DataTable.Col>
          <DataTable.Col source="comment" disableSort>
            <CommentExcerpt />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <ReviewStatusChip />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
