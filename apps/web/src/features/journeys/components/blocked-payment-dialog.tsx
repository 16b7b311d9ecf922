import { useTranslation } from '../../../lib/i18n.ts';
import type { BlockedPaymentModal } from '@portico/contract';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import styles from './blocked-payment-dialog.module.css';

interface BlockedPaymentDialogProps {
  modal: BlockedPaymentModal | null;
  onClose: () => void;
}

/** Spec section 8 "Pagamento bloccato": focus stays inside; Escape and OK close it. */
export function BlockedPaymentDialog({ modal, onClose }: BlockedPaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={modal !== null}
      onClose={onClose}
      role="alertdialog"
      title={t('journeys.blocked.title')}
      description={modal ? t(`journeys.blocked.${modal}`) : null}
    >
      <div className={styles.actions}>
        <button type="button" className={styles.ok} onClick={onClose}>
          {t('journeys.blocked.ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
