import type { PaidLine, PaymentStatusResponse } from '@portico/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime, formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { paidMethodLine } from '../utils/paid-method.ts';
import styles from './result.module.css';

/** A line's "when": the trip's date (a notice's number under it), or the prepaid trips' count. */
function LineWhen({ line }: { line: PaidLine }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (line.kind === 'prepayment')
    return <>{t('paymentResult.paid.prepaid', { count: line.quantity })}</>;
  return (
    <>
      {line.date ? formatDateTime(line.date, language) : null}
      {line.caseNumber ? (
        <span className={styles.lineNote}>
          {t('paymentResult.paid.notice', { caseNumber: line.caseNumber })}
        </span>
      ) : null}
    </>
  );
}

/**
 * Issue 26 item 9: what the payment paid, as its receipt lists it (each trip or notice with its
 * plate, date and amount; prepaid trips by count), the total, the method ("Shell •••• 0001") and
 * the reference, and the company the receipt names for a business payer; what refunds gave
 * back of it (issue 29 item 1), once there is some.
 */
export function PaidSummary({ status }: { status: PaymentStatusResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const method = paidMethodLine(status, t);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('paymentResult.paid.title')}</h2>
      {status.lines.length > 0 ? (
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{t('paymentResult.paid.plate')}</th>
              <th scope="col">{t('paymentResult.paid.date')}</th>
              <th scope="col" className={styles.amount}>
                {t('paymentResult.paid.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {status.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.plate ?? status.plate}</td>
                <td>
                  <LineWhen line={line} />
                </td>
                <td className={styles.amount}>{formatMoney(line.amount, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <dl className={styles.summary}>
        <dt>{t('paymentResult.success.amount')}</dt>
        <dd>{formatMoney(status.amount, language)}</dd>
        {status.refunded > 0 ? (
          <>
            <dt>{t('paymentResult.paid.refunded')}</dt>
            <dd>{formatMoney(status.refunded, language)}</dd>
          </>
        ) : null}
        {method ? (
          <>
            <dt>{t('paymentResult.paid.method')}</dt>
            <dd>{method}</dd>
          </>
        ) : null}
        <dt>{t('paymentResult.success.reference')}</dt>
        <dd>{status.reference}</dd>
        {status.company ? (
          <>
            <dt>{t('paymentResult.paid.company')}</dt>
            <dd>{status.company.companyName}</dd>
            {status.company.vatNumber ? (
              <>
                <dt>{t('paymentResult.paid.vatNumber')}</dt>
                <dd>{status.company.vatNumber}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
    </section>
  );
}
