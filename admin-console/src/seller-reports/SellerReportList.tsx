import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DataTable, List, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ExportSellerReportButton } from './ExportSellerReportButton';
import { formatMoney, reportName } from './format';
import { sellerReportFilters } from './seller-report-filters';
import { DEFAULT_SELLER_SORT, defaultReportYear, type SellerReportRow } from './seller-reports-api';


function Actions() {
  return (
    <TopToolbar>
      <ExportSellerReportButton />
    </TopToolbar>
  );
}

function Name() {
  const record = useRecordContext<SellerReportRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack>
      <Typography component="span" variant="body2">
        {reportName(record)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {record.accountDeleted ? translate('eclat.sellerReports.deleted') : [record.sellerType ? translate(`eclat.sellerReports.sellerType.${record.sellerType}`) : null, record.email].filter(Boolean).join(' · ')}
      </Typography>
    </Stack>
  );
}

/** Complete, or what the report still lacks: the cleaner is asked for it in their profile. */
function IdentificationChip() {
  const record = useRecordContext<SellerReportRow>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.complete) return <Chip size="small" color="success" variant="outlined" label={translate('eclat.sellerReports.complete')} />;
  const items = record.missing.map((m) => translate(`eclat.sellerReports.items.${m}`)).join(', ');
  return <Chip size="small" color="warning" label={translate('eclat.sellerReports.missing', { items })} />;
}

function Money({ pick }: { pick: (r: SellerReportRow) => number }) {
  const record = useRecordContext<SellerReportRow>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(pick(record), locale)}
    </Typography>
  );
}

/** The row opened: the identification as filed (SIN masked) and the four quarters with their total. */
function SellerDetails() {
  const record = useRecordContext<SellerReportRow>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const field = (name: string) => translate(`resources.seller-reports.fields.${name}`);
  const address = record.address ? `${record.address.street}, ${record.address.city} (${record.address.province}) ${record.address.postalCode}` : '—';
  const facts: [string, string | null][] = [
    ['sinMasked', record.sinMasked],
    ['businessNumber', record.businessNumber],
    ['dateOfBirth', record.dateOfBirth],
    ['address', address],
    ['gstNumber', record.gstNumber],
    ['qstNumber', record.qstNumber],
    ['payoutAccount', record.payoutAccount],
    ['displayName', record.displayName],
  ];
  const q = 'eclat.sellerReports.quarters';
  return (
    <Box sx={{ py: 1, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 2fr' } }}>
      <Table size="small" aria-label={field('complete')}>
        <TableBody>
          {facts.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {field(name)}
              </TableCell>
              <TableCell>{value ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label={translate(`${q}.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${q}.quarter`)}</TableCell>
            <TableCell align="right">{translate(`${q}.consideration`)}</TableCell>
            <TableCell align="right">{translate(`${q}.fees`)}</TableCell>
            <TableCell align="right">{translate(`${q}.taxes`)}</TableCell>
            <TableCell align="right">{translate(`${q}.activities`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...record.quarters.map((line) => ({ name: translate(`${q}.name`, { n: line.quarter }), line })), { name: translate(`${q}.total`), line: record.totals }].map(({ name, line }) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell align="right">{formatMoney(line.considerationCents, locale)}</TableCell>
              <TableCell align="right">{formatMoney(line.feesCents, locale)}</TableCell>
              <TableCell align="right">{formatMoney(line.taxesCents, locale)}</TableCell>
              <TableCell align="right">{line.activities}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The seller report of a calendar year (Part XX): every cleaner paid, what they were paid, what is missing. */
export default function SellerReportList() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('eclat.sellerReports.intro')}
      </Alert>
      <List filters={sellerReportFilters} filterDefaultValues={{ year: defaultReportYear() }} actions={<Actions />} sort={DEFAULT_SELLER_SORT} perPage={25}>
        <DataTable rowClick="expand" expand={<SellerDetails />} bulkActionButtons={false}>
          <DataTable.Col source="legalName">
            <Name />
          </DataTable.Col>
          <DataTable.Col source="complete">
            <IdentificationChip />
          </DataTable.Col>
          <DataTable.Col source="considerationCents" align="right">
            <Money pick={(r) => r.totals.considerationCents} />
          </DataTable.Col>
          <DataTable.Col source="activities" align="right">
            <Typography component="span" variant="body2">
              <Activities />
            </Typography>
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

function Activities() {
  const record = useRecordContext<SellerReportRow>();
  return record ? <>{record.totals.activities}</> : null;
}
