import { useId, useState } from 'react';
import type { AccountPayment } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { formatDateTime, formatMoney } from '../../../lib/formats.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useDownloadMyReceipt } from '../api/download-my-receipt.ts';
import { useMyPayments } from '../api/get-my-payments.ts';
import styles from './payments-history.module.css';

/**
 * Issue 26 item 10: the success page promises "the receipts stay available in your area". The
 * profile's section lists the payments made from the account, newest first, a page at a time:
 * date, amount, method, what was paid, status, and the receipt of each successful one to
 * download (the customer's own only: the server checks the token's account).
 */
export function PaymentsHistory() {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const payments = useMyPayments(page);
  const download = useDownloadMyReceipt();

  let content;
  if (payments.isPending) {
    content = <LoadingPage label={t('account.payments.loading')} />;
  } else if (payments.isError) {
    content = (
      <p role="alert" className={styles.error}>
        {t('common.loadError')}
      </p>
    );
  } else if (payments.data.total === 0) {
    content = <p>{t('account.payments.empty')}</p>;
  } else {
    const { data, pageTotal } = payments.data;
    content = (
      <>
        <ul className={styles.list}>
          {data.map((payment) => (
            <PaymentItem
              key={payment.reference}
              payment={payment}
              downloading={download.isPending && download.variables.reference === payment.reference}
              onDownload={(receiptNumber) =>
                download.mutate({ reference: payment.reference, receiptNumber })
              }
            />
          ))}
        </ul>
        {download.isError ? (
          <p role="alert" className={styles.error}>
            {t('account.payments.receiptError')}
          </p>
        ) : null}
        {pageTotal > 1 ? (
          <nav className={styles.pager} aria-label={t('account.payments.pages')}>
            <Button
              variant="secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
              track="payments-newer"
            >
              {t('account.payments.newer')}
            </Button>
            <span aria-live="polite">
              {t('account.payments.pageOf', { page, total: pageTotal })}
            </span>
            <Button
              variant="secondary"
              disabled={page >= pageTotal}
              onClick={() => setPage(page + 1)}
              track="payments-older"
            >
              {t('account.payments.older')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('account.payments.title')}
      </h2>
      <p className={styles.intro}>{t('account.payments.intro')}</p>
      {content}
    </section>
  );
}

function PaymentItem({
  payment,
  downloading,
  onDownload,
}: {
  payment: AccountPayment;
  downloading: boolean;
  onDownload: (receiptNumber: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const method = payment.method
    ? [t(`account.payments.methods.${payment.method}`), payment.cardLabel].filter(Boolean).join(' ')
    : '-';
  const paidFor = [
    payment.vehicles.map((vehicle) => vehicle.plate).join(', '),
    payment.trips > 0 ? t('account.payments.trips', { count: payment.trips }) : null,
    payment.prepaidTrips > 0
      ? t('account.payments.prepaidTrips', { count: payment.prepaidTrips })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const { receiptNumber } = payment;
  return (
    <li className={styles.payment}>
      <h3 className={styles.heading}>
        {formatDateTime(payment.paidAt ?? payment.createdAt, language)}
        {' · '}
        {formatMoney(payment.amount, language)}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('account.payments.method')}</dt>
        <dd>{method}</dd>
        <dt>{t('account.payments.paidFor')}</dt>
        <dd>{paidFor || '-'}</dd>
        <dt>{t('account.payments.status')}</dt>
        <dd>{t(`account.payments.statuses.${payment.status}`)}</dd>
        <dt>{t('account.payments.reference')}</dt>
        <dd>{payment.reference}</dd>
      </dl>
      {receiptNumber ? (
        <div>
          <Button
            variant="secondary"
            loading={downloading}
            onClick={() => onDownload(receiptNumber)}
            track="payments-receipt"
          >
            {t('account.payments.download')} <VisuallyHidden>{receiptNumber}</VisuallyHidden>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
