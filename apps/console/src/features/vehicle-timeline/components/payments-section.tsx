import type { TimelinePayment, VehicleTimeline } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { paymentStatusText } from '../utils/code-texts.ts';
import { formatEuros } from '../utils/format-money.ts';
import { Facts } from './facts.tsx';
import { refundableCents } from './refund-payment-dialog.tsx';
import { TimelineSection } from './timeline-section.tsx';

/**
 * Whether a refund may be asked for: a PSP took the money (settled, or flagged to give back) and
 * some of it is left. The server decides (an unfinished refund, a fleet card): this only hides a
 * button that could not work.
 */
const mayRefund = (payment: TimelinePayment): boolean =>
  (payment.status === 'SUCCEED' || payment.refundDue) &&
  payment.provider !== null &&
  payment.pspTransaction !== null &&
  refundableCents(payment) > 0;

/** The payments: amount, status, the PSP's references and what the PSP told the server. */
export function PaymentsSection({
  payments,
  onResend,
  onRefund,
}: {
  payments: VehicleTimeline['payments'];
  onResend: ((payment: TimelinePayment) => void) | null;
  /** The finance desk's refund (refunds.approve); null when the person may not. */
  onRefund: ((payment: TimelinePayment) => void) | null;
}) {
  const { language, t } = useI18n();
  const when = (iso: string | null) => (iso ? formatDateTime(language, iso) : null);
  return (
    <TimelineSection
      title={t('timeline.payments')}
      count={payments.items.length}
      more={payments.more}
    >
      <ul className="card-list">
        {payments.items.map((payment) => (
          <li key={payment.id} className="card">
            <h3 className="card-title">
              {t('timeline.payment', { reference: payment.reference })}
            </h3>
            <Facts
              facts={[
                [t('timeline.paymentState'), paymentStatusText(t, payment.status)],
                [t('timeline.amount'), formatEuros(language, payment.amountCents)],
                [t('timeline.refundDue'), payment.refundDue ? t('timeline.yes') : null],
                [
                  t('timeline.refunded'),
                  payment.refundedCents > 0 ? formatEuros(language, payment.refundedCents) : null,
                ],
                [
                  t('timeline.method'),
                  [payment.method, payment.provider].filter(Boolean).join(' · ') || null,
                ],
                [t('timeline.pspTransaction'), payment.pspTransaction],
                [t('timeline.pspCode'), payment.pspCode],
                [t('timeline.payerEmail'), payment.payerEmail],
                [t('timeline.receiptNumber'), payment.receiptNumber],
                [t('timeline.createdAt'), when(payment.createdAt)],
                [t('timeline.submittedAt'), when(payment.submittedAt)],
                [t('timeline.settledAt'), when(payment.settledAt)],
                [
                  t('timeline.paidTrips'),
                  payment.tripIds.length > 0 ? payment.tripIds.join(', ') : null,
                ],
              ]}
            />
            <h4 className="sub-title">{t('timeline.notifications')}</h4>
            {payment.notifications.length === 0 ? (
              <p className="hint">{t('timeline.noNotifications')}</p>
            ) : (
              <ul className="line-list">
                {payment.notifications.map((notification, index) => (
                  <li key={`${notification.receivedAt}/${index}`}>
                    {t('timeline.notification', {
                      at: formatDateTime(language, notification.receivedAt),
                      provider: notification.provider,
                      verdict: notification.verdict,
                      outcome: notification.outcome ?? '—',
                    })}
                  </li>
                ))}
              </ul>
            )}
            {(payment.status === 'SUCCEED' && onResend) || (onRefund && mayRefund(payment)) ? (
              <div className="actions">
                {payment.status === 'SUCCEED' && onResend ? (
                  <button
                    type="button"
                    className="button secondary"
                    onClick={() => onResend(payment)}
                  >
                    {t('receipt.open')}{' '}
                    <span className="visually-hidden">
                      {t('timeline.ofPayment', { reference: payment.reference })}
                    </span>
                  </button>
                ) : null}
                {onRefund && mayRefund(payment) ? (
                  <button
                    type="button"
                    className="button secondary"
                    onClick={() => onRefund(payment)}
                  >
                    {t('refund.open')}{' '}
                    <span className="visually-hidden">
                      {t('timeline.ofPayment', { reference: payment.reference })}
                    </span>
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </TimelineSection>
  );
}
