import type { Refund, RefundDecision } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { formatEuros } from '../../../lib/euros.ts';

/** The decisions a person may take on an attempt in its state. */
export function decisionsOf(refund: Refund): RefundDecision[] {
  if (refund.state === 'awaiting_approval') return ['approve', 'cancel'];
  if (refund.state === 'approved') return ['cancel'];
  if (refund.needsPerson) return ['retry'];
  return [];
}

/**
 * The attempts as a table: payment, amount, state, who asked and why, who approved, when; with
 * the decisions the person may take when `onDecide` is given (refunds.approve).
 */
export function RefundsTable({
  refunds,
  onDecide,
}: {
  refunds: readonly Refund[];
  onDecide: ((refund: Refund, decision: RefundDecision) => void) | null;
}) {
  const { language, t } = useI18n();
  return (
    // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={t('refunds.list')} tabIndex={0}>
      <table className="audit-table">
        <thead>
          <tr>
            <th scope="col">{t('refunds.payment')}</th>
            <th scope="col">{t('refunds.amount')}</th>
            <th scope="col">{t('refunds.state')}</th>
            <th scope="col">{t('refunds.requested')}</th>
            <th scope="col">{t('refunds.approved')}</th>
            <th scope="col">{t('refunds.psp')}</th>
            {onDecide ? <th scope="col">{t('refunds.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <th scope="row">
                {refund.reference}
                <br />
                <span className="hint">{refund.plate}</span>
              </th>
              <td>
                {formatEuros(language, refund.amountCents)}
                <br />
                <span className="hint">
                  {t('refunds.ofPayment', { amount: formatEuros(language, refund.paymentCents) })}
                </span>
              </td>
              <td>
                {t(`refunds.states.${refund.state}`)}
                {refund.needsPerson ? (
                  <>
                    <br />
                    <span className="hint">{t('refunds.needsPerson')}</span>
                  </>
                ) : null}
              </td>
              <td>
                {refund.automatic ? t('refunds.automatic') : refund.requestedBy}
                <br />
                <span className="hint">
                  {refund.reason === 'refund_due' && refund.automatic
                    ? t('refunds.refundDueReason')
                    : refund.reason}
                </span>
                <br />
                <time dateTime={refund.createdAt}>
                  {formatDateTime(language, refund.createdAt)}
                </time>
              </td>
              <td>
                {refund.approvedBy === 'automatic' ? t('refunds.automatic') : refund.approvedBy}
              </td>
              <td>{[refund.pspTransaction, refund.pspCode].filter(Boolean).join(' · ')}</td>
              {onDecide ? (
                <td>
                  <div className="actions">
                    {decisionsOf(refund).map((decision) => (
                      // The name says which payment (a visually hidden span would sit far right
                      // of a phone's page, outside the table's scrolling region, and widen it).
                      <button
                        key={decision}
                        type="button"
                        className={decision === 'cancel' ? 'button secondary' : 'button'}
                        aria-label={`${t(`refunds.decisions.${decision}`)} ${t('refunds.ofReference', { reference: refund.reference })}`}
                        onClick={() => onDecide(refund, decision)}
                      >
                        {t(`refunds.decisions.${decision}`)}
                      </button>
                    ))}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
