import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../bookings/format';
import { listProfileReview, PAGE_SIZE, reviewKeys } from './profile-review-api';
import { VerificationChip } from './VerificationChip';

/** /admin/profile-review: cleaners whose documents await review, oldest first. */
export default function ProfileReviewList() {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: reviewKeys.list(status, q, page),
    queryFn: ({ signal }) => listProfileReview(status, q, page, signal),
    placeholderData: keepPreviousData,
  });
  const fmt = (iso: string | null) => formatDateTime(iso, locale);
  const total = query.data?.total ?? 0;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="eclat.menu.profile_review" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('eclat.profile_review.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            label={translate('eclat.profile_review.search')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(0);
            }}
            size="small"
          />
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id="review-status-label">{translate('eclat.profile_review.show')}</InputLabel>
            <Select
              labelId="review-status-label"
              label={translate('eclat.profile_review.show')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as 'pending' | 'all');
                setPage(0);
              }}
            >
              <MenuItem value="pending">{translate('eclat.profile_review.only_pending')}</MenuItem>
              <MenuItem value="all">{translate('eclat.profile_review.all')}</MenuItem>
            </Select>
          </FormControl>
        </Stack>
        {query.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
        {query.isError ? <Alert severity="error">{(query.error as Error).message}</Alert> : null}
        {query.data && query.data.rows.length === 0 ? <Alert severity="info">{translate('eclat.profile_review.empty')}</Alert> : null}
        {query.data && query.data.rows.length > 0 ? (
          <Table size="small" aria-label={translate('eclat.profile_review.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('eclat.profile_review.fields.name')}</TableCell>
                <TableCell>{translate('eclat.profile_review.fields.email')}</TableCell>
                <TableCell>{translate('eclat.profile_review.fields.pendingCount')}</TableCell>
                <TableCell>{translate('eclat.profile_review.fields.oldestPendingAt')}</TableCell>
                <TableCell>{translate('eclat.profile_review.fields.verification')}</TableCell>
                <TableCell>{translate('eclat.profile_review.fields.isListed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Link to={`${basename}/profile-review/${row.id}`}>{row.name}</Link>
                  </TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{row.pendingCount}</TableCell>
                  <TableCell>{fmt(row.oldestPendingAt)}</TableCell>
                  <TableCell>
                    <VerificationChip value={row.verification} />
                  </TableCell>
                  <TableCell>{translate(row.isListed ? 'eclat.profile_review.yes' : 'eclat.profile_review.no')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {translate('ra.navigation.previous')}
          </Button>
          <Typography variant="body2">{translate('eclat.profile_review.page', { from: total ? page * PAGE_SIZE + 1 : 0, to: Math.min(total, (page + 1) * PAGE_SIZE), total })}</Typography>
          <Button disabled={(page + 1) * PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>
            {translate('ra.navigation.next')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
