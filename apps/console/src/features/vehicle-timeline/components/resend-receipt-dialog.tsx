import { useId, useState } from 'react';
import type { TimelinePayment } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { resendReceipt } from '../api/resend-receipt.ts';
import { ActionForm } from '../../../components/action-form.tsx';
import type { SupportChange } from './support-change.ts';

/** Re-sends a paid payment's receipt: to its own address, or to one the caller gives. */
export function ResendReceiptDialog({
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
  const [email, setEmail] = useState('');
  return (
    <Dialog open title={t('receipt.title', { reference: payment.reference })} onDismiss={onClose}>
      <ActionForm
        submitLabel={t('receipt.submit')}
        onClose={onClose}
        act={(reason) => {
          const other = email.trim();
          return change(
            () =>
              resendReceipt(language, payment.id, other ? { reason, email: other } : { reason }),
            (answer) => t('receipt.done', { reference: payment.reference, email: answer.email }),
          );
        }}
      >
        <p>
          {payment.payerEmail
            ? t('receipt.to', { email: payment.payerEmail })
            : t('receipt.noAddress')}
        </p>
        <div className="field wide">
          <label htmlFor={id}>{t('receipt.email')}</label>
          <input
            id={id}
            type="email"
            maxLength={100}
            autoComplete="off"
            required={!payment.payerEmail}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
      </ActionForm>
    </Dialog>
  );
}
