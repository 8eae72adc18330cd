import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Alert, Box, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  ListButton,
  Show,
  TopToolbar,
  useBasename,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailSection, type DetailRow } from '../layout/DetailSection';
import type { AdminBooking } from './bookings-api';
import { BookingStatusChip } from './BookingStatusChip';
import { CancelBookingButton } from './CancelBookingButton';
import { formatDateTime, formatHours, formatMoney, toIntlLocale } from './format';
import { BookingHistoryTable } from './BookingHistoryTable';
import { BookingPaymentsPanel } from './BookingPaymentsPanel';
import { consoleMoneyLines } from './money-rows';
import { cleanerAnalyticsPath } from '../analytics/links';

function BookingShowActions() {
  return (
    <TopToolbar>
      <CancelBookingButton />
      <ListButton />
    </TopToolbar>
  );
}

export default function BookingShow() {
  return (
    <Show actions={<BookingShowActions />}>
      <BookingDetail />
    </Show>
  );
}

function BookingDetail() {
  const record = useRecordContext<AdminBooking>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  if (!record) return null;

  const field = (name: string) => translate(`resources.bookings.fields.${name}`);
  const t = (key: string, options?: object) => translate(`eclat.bookings.${key}`, options);
  const date = (iso: string | null) => formatDateTime(iso, locale);
  const money = (cents: number) => formatMoney(cents, locale);
  const number = (value: number) => new Intl.NumberFormat(toIntlLocale(locale)).format(value);
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const text = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));
  // Secrets of the place (wifi password, access) are the cleaner's business: the API withholds them from admins.
  const secret = (value: string | null) => value ?? t('withheld');
  const userLink = (id: string, label: string) => (
    <MuiLink component={Link} to={`${basename}/users/${id}`}>
      {label}
    </MuiLink>
  );
  const mail = (email: string | null) => (email ? <MuiLink href={`mailto:${email}`}>{email}</MuiLink> : t('no_email'));

  const visit: DetailRow[] = [
    [field('startsAt'), date(record.startsAt)],
    [field('endsAt'), date(record.endsAt)],
    [field('durationHours'), formatHours(record.durationHours, locale)],
    [field('cleaningType'), t(`cleaning_type.${record.cleaningType}`)],
    [field('frequency'), t(`frequency.${record.frequency}`)],
    [
      field('seriesId'),
      record.seriesId ? t('series_value', { visit: record.visitNumber, visits: record.seriesVisits, id: record.seriesId }) : t('no_series'),
    ],
    [field('status'), <BookingStatusChip key="status" />],
    [field('cleaningStatus'), record.cleaningStatus ? t(`cleaning_status.${record.cleaningStatus}`) : '—'],
    [field('paymentStatus'), t(`payment_status.${record.paymentStatus}`)],
    [field('paymentMethod'), t(`payment_method.${record.paymentMethod}`)],
    [field('requestedAt'), date(record.requestedAt)],
    [field('expiresAt'), date(record.expiresAt)],
    [field('punchedInAt'), date(record.punchedInAt)],
    [field('punchedOutAt'), date(record.punchedOutAt)],
    [field('workedMinutes'), record.workedMinutes === null ? '—' : t('minutes', { minutes: record.workedMinutes })],
    [field('timeZone'), record.timeZone],
    [field('notes'), text(record.notes)],
    [field('id'), record.id],
  ];

  const parties: DetailRow[] = [
    [field('client'), userLink(record.client.id, record.client.name)],
    [field('clientEmail'), mail(record.clientEmail)],
    [field('cleaner'), userLink(record.cleaner.id, record.cleaner.name)],
    [field('cleanerEmail'), mail(record.cleanerEmail)],
    [field('cleanerSlug'), record.cleaner.slug ? `/cleaners/${record.cleaner.slug}` : '—'],
    [translate('eclat.menu.cleaner'), <MuiLink key="analytics" component={Link} to={cleanerAnalyticsPath(basename, record.cleaner.id)}>{record.cleaner.name}</MuiLink>],
  ];

  const p = record.property;
  const property: DetailRow[] = [
    [t('property.name'), p.name],
    [t('property.type'), t(`property_type.${p.type}`)],
    [t('property.address'), [p.addressLine1, p.city, p.postalCode].filter(Boolean).join(', ')],
    [t('property.position'), `${p.lat}, ${p.lng}`],
    [t('property.bedrooms'), String(p.bedrooms)],
    [t('property.bathrooms'), number(p.bathrooms)],
    [t('property.stories'), String(p.stories)],
    [t('property.squareFeet'), text(p.squareFeet)],
    [t('property.parking'), text(p.parking)],
    [t('property.wifiName'), text(p.wifiName)],
    [t('property.wifiPassword'), secret(p.wifiPassword)],
    [t('property.accessInstructions'), secret(p.accessInstructions)],
    [t('property.suppliesLocation'), text(p.suppliesLocation)],
    [t('property.trashLocation'), text(p.trashLocation)],
    [t('property.roomsToAvoid'), text(p.roomsToAvoid)],
    [t('property.additionalNotes'), text(p.additionalNotes)],
  ];

  const options: DetailRow[] = [
    [
      field('pets'),
      record.pets.hasPets
        ? record.pets.kinds.map(kind => t(`pets.${kind}`)).join(', ') || t('yes')
        : t('no_pets'),
    ],
    [field('suppliesProvided'), yesNo(record.suppliesProvided)],
    [field('allowPhotos'), yesNo(record.allowPhotos)],
    [
      field('emergency'),
      record.emergency
        ? t('emergency_value', { priority: t(`priority.${record.emergency.priority}`), reason: record.emergency.reason })
        : t('no'),
    ],
  ];

  const m = record.money;
  const moneyRows: DetailRow[] = [
    // The one breakdown's lines (src/shared/money-breakdown.ts): they add up to the total shown under them.
    ...consoleMoneyLines(m).map((l): DetailRow => [t(`money.${l.key}`), money(l.cents)]),
    [t('money.total'), <strong key="total">{money(m.totalCents)}</strong>],
    [t('money.deposit'), money(m.depositCents)],
    [t('money.remainder'), money(m.remainderCents)],
  ];
  const terms = record.cancellationTerms;
  if (terms) {
    moneyRows.push([
      t('money.cancellationTerms'),
      terms.free
        ? t('terms_free', { until: date(terms.freeUntil) })
        : t('terms_fee', { fee: money(terms.feeCents), refund: money(terms.refundCents), until: date(terms.freeUntil) }),
    ]);
  }

  const c = record.cancellation;
  const cancellation: DetailRow[] | null = c
    ? [
        [t('cancellation.by'), t(`actor.${c.by}`)],
        [t('cancellation.at'), date(c.at)],
        [t('cancellation.reason'), text(c.reason)],
        [t('cancellation.late'), yesNo(c.late)],
        [t('cancellation.fee'), money(c.feeCents)],
        [t('cancellation.refund'), money(c.refundCents)],
      ]
    : null;

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('heading', { client: record.client.name, cleaner: record.cleaner.name, date: date(record.startsAt) })}
        </Typography>
        <BookingStatusChip />
      </Stack>
      {cancellation ? <DetailSection title={t('sections.cancellation')} rows={cancellation} /> : null}
      <DetailSection title={t('sections.visit')} rows={visit} />
      <DetailSection title={t('sections.parties')} rows={parties} />
      <DetailSection title={t('sections.property')} rows={property} />
      <DetailSection title={t('sections.options')} rows={options} />
      <DetailSection title={t('sections.checklist')}>
        <ChecklistTable booking={record} />
      </DetailSection>
      <DetailSection title={t('sections.photos')}>
        <PhotoList booking={record} />
      </DetailSection>
      <DetailSection title={t('sections.money')} rows={moneyRows} />
      <DetailSection title={t('sections.payments')}>
        <BookingPaymentsPanel bookingId={record.id} />
      </DetailSection>
      <DetailSection title={t('sections.history')}>
        <BookingHistoryTable history={record.history} />
      </DetailSection>
    </Box>
  );
}

function ChecklistTable({ booking }: { booking: AdminBooking }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.bookings.${key}`, options);
  if (booking.checklist.length === 0) return <Alert severity="info">{t('no_tasks')}</Alert>;
  const done = booking.checklist.filter(task => task.done).length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('tasks_done', { done, total: booking.checklist.length })}
      </Typography>
      <Table size="small" aria-label={t('sections.checklist')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('task.done')}</TableCell>
            <TableCell>{t('task.category')}</TableCell>
            <TableCell>{t('task.label')}</TableCell>
            <TableCell>{t('task.doneAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {booking.checklist.map(task => (
            <TableRow key={task.id}>
              <TableCell>
                {task.done ? (
                  <CheckBoxIcon color="success" titleAccess={t('task.is_done')} />
                ) : (
                  <CheckBoxOutlineBlankIcon titleAccess={t('task.is_not_done')} />
                )}
              </TableCell>
              <TableCell>{t(`checklist_category.${task.category}`)}</TableCell>
              <TableCell>{task.label}</TableCell>
              <TableCell>{formatDateTime(task.doneAt, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function PhotoList({ booking }: { booking: AdminBooking }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.bookings.${key}`, options);
  if (booking.photos.length === 0) {
    return <Alert severity="info">{t(booking.allowPhotos ? 'no_photos' : 'photos_disallowed')}</Alert>;
  }
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {booking.photos.map(photo => {
        const caption = t('photo_caption', { kind: t(`photo_kind.${photo.kind}`), date: formatDateTime(photo.createdAt, locale) });
        return (
          <Box component="figure" key={photo.id} sx={{ m: 0, width: 160 }}>
            <MuiLink href={photo.url} target="_blank" rel="noreferrer">
              <Box component="img" src={photo.url} alt={caption} sx={{ width: 160, height: 120, objectFit: 'cover', display: 'block' }} />
            </MuiLink>
            <Typography component="figcaption" variant="caption">
              {caption}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
