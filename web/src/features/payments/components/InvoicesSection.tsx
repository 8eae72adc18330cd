import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useMyInvoices } from '../api/list-my-invoices';
import { usePaymentFormat } from '../use-payment-format';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { Pager } from './Pager';
import '../payments.css';
import { TableScroll } from '../../../components/ui/TableScroll';

const PAGE_SIZE = 10;

/** Spec "Invoices": the client's invoices, newest first, each with its PDF. */
export function InvoicesSection() {
  const { t } = useTranslation('payments');
  const describe = useDescribeError();
  const f = usePaymentFormat();
  const [offset, setOffset] = useState(0);
  const invoices = useMyInvoices({ offset, limit: PAGE_SIZE });

  let content;
  if (invoices.isPending) content = <PageLoading />;
  else if (invoices.isError)
    content = (
      <p className="field__error" role="alert">
        {describe(invoices.error, t('invoices.loadFailed'))}
      </p>
    );
  else if (invoices.data.items.length === 0) content = <p>{t('invoices.empty')}</p>;
  else
    content = (
      <>
        <TableScroll label={t('invoices.title')}>
          <table className="payment-table">
            <caption className="visually-hidden">{t('invoices.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('invoices.number')}</th>
                <th scope="col">{t('invoices.visit')}</th>
                <th scope="col">{t('invoices.cleaner')}</th>
                <th scope="col">{t('invoices.amount')}</th>
                <th scope="col">{t('invoices.status')}</th>
                <th scope="col">{t('invoices.file')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.items.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" id={`invoice-${invoice.id}`}>
                    <Link to={`/bookings/${invoice.bookingId}`}>{invoice.number}</Link>
                  </th>
                  <td>{f.day(invoice.periodStart)}</td>
                  <td>{invoice.cleanerName}</td>
                  <td>{f.money(invoice.totalCents - invoice.refundedCents)}</td>
                  <td>{t(`invoices.statuses.${invoice.status}`)}</td>
                  <td>
                    <InvoiceDownloadButton bookingId={invoice.bookingId} describedBy={`invoice-${invoice.id}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Pager offset={offset} limit={PAGE_SIZE} total={invoices.data.total} onOffset={setOffset} label={t('invoices.pagination')} />
      </>
    );

  return (
    <section className="card account-section invoices-section" aria-labelledby="invoices-title">
      <h3 id="invoices-title">{t('invoices.title')}</h3>
      {content}
    </section>
  );
}
