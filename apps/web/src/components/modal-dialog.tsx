import { useId, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './modal.module.css';

interface ModalDialogProps {
  isOpen: boolean;
  /** Escape (and, for an alert dialog, its own button) closes it; clicks outside do not. */
  onClose: () => void;
  title: ReactNode;
  /** The dialog's description, read by screen readers when it opens. */
  description: ReactNode;
  /** alertdialog for a message that blocks the user (spec "Pagamento bloccato"). */
  role?: 'dialog' | 'alertdialog';
  /** sheet: anchored to the bottom on phones, centred from 768 px. */
  placement?: 'center' | 'sheet';
  children?: ReactNode;
}

/**
 * The portal's modal (spec 000 "Dialogs", width 40rem): React Aria traps focus and restores it on
 * close. Callers use native buttons inside: React Aria's pressables inject a <style> element that
 * the strict CSP refuses.
 */
export function ModalDialog({
  isOpen,
  onClose,
  title,
  description,
  role = 'dialog',
  placement = 'center',
  children,
}: ModalDialogProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isKeyboardDismissDisabled={false}
      className={placement === 'sheet' ? `${styles.overlay} ${styles.sheet}` : styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-describedby={descriptionId} role={role}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <p id={descriptionId}>{description}</p>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
