import { useTranslation } from '../../../lib/i18n.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import styles from './prepayment-form.module.css';

/** Which modal the estimate opened: nothing to pay (price 0), or the price call failed. */
export type PrepaymentModal = 'noPayment' | 'error';

interface PrepaymentDialogProps {
  modal: PrepaymentModal | null;
  onClose: () => void;
}

/** Spec 001: the "no payment needed" modal and the price failure's "Errore"; OK closes them. */
export function PrepaymentDialog({ modal, onClose }: PrepaymentDialogProps) {
  const { t } = useTranslation();
  const shown = modal ?? 'error';
  return (
    <ModalDialog
      isOpen={modal !== null}
      onClose={onClose}
      role="alertdialog"
      title={t(`prepayment.${shown}.title`)}
      description={t(`prepayment.${shown}.text`)}
    >
      <div className={styles.dialogActions}>
        <button type="button" className={styles.ok} onClick={onClose}>
          {t('prepayment.ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
