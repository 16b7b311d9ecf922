import { useTranslation } from '../../../lib/i18n.ts';
import type { PaymentMethod } from '@portico/contract';
import { NoticeDialog } from '../../../components/notice-dialog.tsx';

interface MethodUnavailableDialogProps {
  method: PaymentMethod | null;
  onClose: () => void;
}

/** Spec 001 section 8: "Modalità di pagamento non disponibile" with the server's text. */
export function MethodUnavailableDialog({ method, onClose }: MethodUnavailableDialogProps) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      isOpen={method !== null}
      onClose={onClose}
      title={t('payment.methods.unavailableTitle')}
      description={method?.errorMessage ?? t('errors.payment_method_disabled')}
      closeLabel={t('payment.methods.close')}
    />
  );
}
