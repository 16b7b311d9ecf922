import { useTranslation } from '../../../lib/i18n.ts';
import type { PaymentMethod } from '@portico/contract';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import styles from './payment.module.css';

interface MethodUnavailableDialogProps {
  method: PaymentMethod | null;
  onClose: () => void;
}

/** Spec 001 section 8: "Modalità di pagamento non disponibile" with the server's text. */
export function MethodUnavailableDialog({ method, onClose }: MethodUnavailableDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={method !== null}
      onClose={onClose}
      title={t('payment.methods.unavailableTitle')}
      description={method?.errorMessage ?? t('errors.payment_method_disabled')}
    >
      <div className={styles.dialogActions}>
        <button type="button" className={styles.dialogButton} onClick={onClose}>
          {t('payment.methods.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
