import type { Refund, RefundDecision } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import type { ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { ActionForm } from '../../../components/action-form.tsx';
import { formatEuros } from '../../../lib/euros.ts';

/** One decision on an attempt, with the person's reason (kept in the audit log). */
export function DecideRefundDialog({
  refund,
  decision,
  onClose,
  decide,
}: {
  refund: Refund;
  decision: RefundDecision;
  onClose: () => void;
  decide: (reason: string) => Promise<ErrorMessageKey | null>;
}) {
  const { language, t } = useI18n();
  const amount = formatEuros(language, refund.amountCents);
  return (
    <Dialog
      open
      title={t(`refunds.dialog.${decision}`, { reference: refund.reference, amount })}
      onDismiss={onClose}
    >
      <ActionForm submitLabel={t(`refunds.decisions.${decision}`)} onClose={onClose} act={decide}>
        <p>{t(`refunds.dialog.${decision}Hint`)}</p>
      </ActionForm>
    </Dialog>
  );
}
