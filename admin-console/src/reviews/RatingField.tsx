import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminReview, ReviewRatings } from './reviews-api';
import { stars } from './format';

/** One rating of the review in context as stars, with "4 / 5" as its accessible name. */
export function RatingField({ category = 'overall' }: { category?: keyof ReviewRatings }) {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  if (!record) return null;
  const value = record.ratings[category];
  if (value === undefined) return <span>—</span>;
  const label = translate('eclat.reviews.rating_value', { value });
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden="true" sx={{ color: '#8a4b00', letterSpacing: 1 }}>
        {stars(value)}
      </Box>{' '}
      <span>{label}</span>
    </Box>
  );
}
