import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { BlockedPaymentModal } from '@portico/contract';
import styles from './blocked-payment-dialog.module.css';

interface BlockedPaymentDialogProps {
  modal: BlockedPaymentModal | null;
  onClose: () => void;
}

/** Spec section 8 "Pagamento bloccato": focus stays inside; Escape and OK close it. */
export function BlockedPaymentDialog({ modal, onClose }: BlockedPaymentDialogProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <ModalOverlay
      isOpen={modal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isKeyboardDismissDisabled={false}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-describedby={descriptionId} role="alertdialog">
          <Heading slot="title" className={styles.title}>
            {t('journeys.blocked.title')}
          </Heading>
          <p id={descriptionId}>{modal ? t(`journeys.blocked.${modal}`) : null}</p>
          <div className={styles.actions}>
            {/* A native button: React Aria's pressable injects a <style> element the CSP refuses. */}
            <button type="button" className={styles.ok} onClick={onClose}>
              {t('journeys.blocked.ok')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
