import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog.tsx';
import styles from './notice-dialog.module.css';

interface NoticeDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The one button's text ("OK", "Chiudi"): it closes the dialog, as Escape does. */
  closeLabel: string;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal that only tells something (spec: "Pagamento bloccato", the prepayment's "Errore" and
 * "no payment needed", an unavailable payment method): its text and one closing button.
 */
export function NoticeDialog({ closeLabel, ...dialog }: NoticeDialogProps) {
  return (
    <ModalDialog {...dialog}>
      <div className={styles.actions}>
        <button type="button" className={styles.close} onClick={dialog.onClose}>
          {closeLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
