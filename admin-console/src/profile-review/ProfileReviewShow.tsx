import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../bookings/format';
import { fixedRatesText, serviceCitiesText, serviceTypesText } from './profile-format';
import { downloadDocument, getProfileReview, reviewDocument, reviewKeys, type CleanerDocument, type ProfileReviewDetail, type Verification } from './profile-review-api';
import { EcoCertificationControl } from './EcoCertificationControl';
import { VerificationChip } from './VerificationChip';
import { CleanerAnalyticsButton } from '../analytics/CleanerAnalyticsButton';

const STATUS_TONE = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** /admin/profile-review/:cleanerId: the profile, its documents, approve or reject each one. */
export default function ProfileReviewShow() {
  const { cleanerId = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const query = useQuery({ queryKey: reviewKeys.one(cleanerId), queryFn: ({ signal }) => getProfileReview(cleanerId, signal) });
  const [outcome, setOutcome] = useState<{ verification: Verification; isListed: boolean } | null>(null);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="eclat.menu.profile_review" />
      <CardContent>
        <Button component={Link} to={`${basename}/profile-review`} sx={{ mb: 1 }}>
          {translate('eclat.profile_review.back')}
        </Button>
        <CleanerAnalyticsButton cleanerId={cleanerId} />
        {query.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
        {query.isError ? <Alert severity="error">{(query.error as Error).message}</Alert> : null}
        {query.data ? <Detail profile={query.data} outcome={outcome} onOutcome={setOutcome} /> : null}
      </CardContent>
    </Card>
  );
}

function Detail({ profile, outcome, onOutcome }: { profile: ProfileReviewDetail; outcome: { verification: Verification; isListed: boolean } | null; onOutcome: (o: { verification: Verification; isListed: boolean }) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fmt = (iso: string | null) => formatDateTime(iso, locale);
  const t = (key: string, options?: object) => translate(`eclat.profile_review.${key}`, options);
  const cities = serviceCitiesText(profile.serviceCities, profile.placeNames, locale);
  const fixed = fixedRatesText(profile.fixedRates as Record<string, number>, (type) => t(`property_types.${type}`), locale);
  const rows: Array<[string, string]> = [
    [t('fields.email'), profile.email],
    [t('fields.slug'), `/cleaners/${profile.slug}`],
    [t('fields.dateOfBirth'), profile.dateOfBirth ?? '—'],
    [t('fields.onboarding'), profile.onboarding.currentStep ? t(`steps.${profile.onboarding.currentStep}`) : t('steps.done')],
    [t('fields.primaryCity'), profile.primaryCityId ? (profile.placeNames[profile.primaryCityId] ?? profile.primaryCityId) : '—'],
    [t('fields.paymentMode'), t(`payment_modes.${profile.paymentMode}`)],
    [t('fields.serviceCities'), cities || '—'],
    [t('fields.fixedRates'), fixed || '—'],
    [t('fields.serviceTypes'), serviceTypesText(profile.serviceTypes, (type) => translate(`eclat.bookings.cleaning_type.${type}`, { _: type })) || '—'],
    [t('fields.address'), [profile.address.street, profile.address.city, profile.address.province, profile.address.postalCode].filter(Boolean).join(', ') || '—'],
    [t('fields.gst'), profile.gstNumber ?? '—'],
    [t('fields.qst'), profile.qstNumber ?? '—'],
    [t('fields.insuranceExpiresOn'), profile.insuranceExpiresOn ?? '—'],
    [t('fields.completeness'), `${profile.completeness} %`],
    // Issue #36: visits whose client declared the cleaner absent (they count in the completion rate).
    [t('fields.noShowCount'), String(profile.noShowCount)],
    [t('fields.bio'), profile.bio ?? '—'],
  ];
  const verification = outcome?.verification ?? profile.verification;
  const isListed = outcome?.isListed ?? profile.isListed;

  return (
    <>
      <Typography component="h1" variant="h5" gutterBottom>
        {profile.name}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }} aria-live="polite">
        <span>{t('fields.verification')} :</span>
        <VerificationChip value={verification} />
        <span>{translate(isListed ? 'eclat.profile_review.listed' : 'eclat.profile_review.not_listed')}</span>
      </Stack>
      <Table size="small" aria-label={t('profile')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '30%' }}>
                {label}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <EcoCertificationControl key={profile.updatedAt} profile={profile} />
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('documents')}
      </Typography>
      {profile.documents.length === 0 ? <Alert severity="info">{t('no_documents')}</Alert> : null}
      {profile.documents.length ? (
        <Table size="small" aria-label={t('documents')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.type')}</TableCell>
              <TableCell>{t('fields.file')}</TableCell>
              <TableCell>{t('fields.uploadedAt')}</TableCell>
              <TableCell>{t('fields.status')}</TableCell>
              <TableCell>{t('fields.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {profile.documents.map((doc) => (
              <DocumentRow key={doc.id} cleanerId={profile.id} doc={doc} uploadedAt={fmt(doc.uploadedAt)} onOutcome={onOutcome} />
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}

function DocumentRow({ cleanerId, doc, uploadedAt, onOutcome }: { cleanerId: string; doc: CleanerDocument; uploadedAt: string; onOutcome: (o: { verification: Verification; isListed: boolean }) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`eclat.profile_review.${key}`, options);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const review = useMutation({
    mutationFn: (decision: { status: 'approved' | 'rejected'; reason?: string }) => reviewDocument(cleanerId, doc.id, decision),
    onSuccess: (result) => {
      onOutcome({ verification: result.verification, isListed: result.isListed });
      notify(result.document.status === 'approved' ? 'eclat.profile_review.approved' : 'eclat.profile_review.rejected', { type: 'success' });
      setRejecting(false);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error: Error & { body?: { details?: { field: string; message: string }[] } }) => {
      const detail = error.body?.details?.find((d) => d.field === 'body.reason');
      if (detail) setReasonError(detail.message);
      else notify(error.message, { type: 'error' });
    },
  });
  const label = `${t(`document_types.${doc.type}`)} — ${doc.filename}`;

  return (
    <TableRow>
      <TableCell>
        {t(`document_types.${doc.type}`)}
        {doc.issuedOn ? ` (${t('issued_on', { date: doc.issuedOn })})` : ''}
      </TableCell>
      <TableCell>
        <Button size="small" onClick={() => downloadDocument(cleanerId, doc).catch((e: Error) => notify(e.message, { type: 'error' }))} aria-label={t('download', { name: doc.filename })}>
          {doc.filename}
        </Button>
      </TableCell>
      <TableCell>{uploadedAt}</TableCell>
      <TableCell>
        <Chip size="small" color={STATUS_TONE[doc.status]} label={t(`document_statuses.${doc.status}`)} />
        {doc.rejectionReason ? <Typography variant="body2">{t('reason_value', { reason: doc.rejectionReason })}</Typography> : null}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="success" size="small" disabled={review.isPending || doc.status === 'approved'} onClick={() => review.mutate({ status: 'approved' })} aria-label={t('approve_label', { name: label })}>
            {t('approve')}
          </Button>
          <Button variant="outlined" color="error" size="small" disabled={review.isPending || doc.status === 'rejected'} onClick={() => setRejecting(true)} aria-label={t('reject_label', { name: label })}>
            {t('reject')}
          </Button>
        </Stack>
        <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby={`reject-${doc.id}`}>
          <DialogTitle id={`reject-${doc.id}`}>{t('reject_title', { name: label })}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              label={t('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!reasonError}
              helperText={reasonError ?? t('reason_help')}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
            <Button color="error" variant="contained" disabled={review.isPending} onClick={() => review.mutate({ status: 'rejected', reason })}>
              {t('reject')}
            </Button>
          </DialogActions>
        </Dialog>
      </TableCell>
    </TableRow>
  );
}
