import { useId, useState } from 'react';
import type { TimelinePayment } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { centsOfEuros, formatEuros } from '../../../lib/euros.ts';
import { requestRefund } from '../api/request-refund.ts';
import { ActionForm } from '../../../components/action-form.tsx';
import type { SupportChange } from './support-change.ts';

/** What is left to give back of a payment: what it took less what refunds gave back. */
export const refundableCents = (payment: TimelinePayment): number =>
  Math.max(0, payment.amountCents - payment.refundedCents);

/**
 * Refunds a payment, whole or in part (issue 29 item 1): the amount in euros (what is left by
 * default) and the reason. The finance desk's action, through the fresh passkey check; the
 * refund job sends it to the PSP.
 */
export function RefundPaymentDialog({
  payment,
  onClose,
  change,
}: {
  payment: TimelinePayment;
  onClose: () => void;
  change: SupportChange;
}) {
  const { language, t } = useI18n();
  const id = useId();
  const left = refundableCents(payment);
  const [typed, setTyped] = useState((left / 100).toFixed(2));
  const [invalid, setInvalid] = useState(false);
  return (
    <Dialog open title={t('refund.title', { reference: payment.reference })} onDismiss={onClose}>
      <ActionForm
        submitLabel={t('refund.submit')}
        onClose={onClose}
        act={async (reason) => {
          const amountCents = centsOfEuros(typed);
          if (amountCents === null || amountCents < 1 || amountCents > left) {
            setInvalid(true);
            return null;
          }
          setInvalid(false);
          return change(
            () => requestRefund(language, payment.id, { amountCents, reason }),
            (answer) =>
              t('refund.done', {
                reference: payment.reference,
                amount: formatEuros(language, answer.amountCents),
              }),
          );
        }}
      >
        <p>{t('refund.left', { amount: formatEuros(language, left) })}</p>
        <div className="field">
          <label htmlFor={id}>{t('refund.amount')}</label>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={10}
            value={typed}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {invalid ? (
            <p id={`${id}-error`} className="field-error">
              {t('refund.amountInvalid')}
            </p>
          ) : null}
        </div>
      </ActionForm>
    </Dialog>
  );
}
