import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import styles from './alerts.module.css';

export interface ReassignDialogProps {
  isOpen: boolean;
  plate: string;
  /** The address receiving the plate's alerts now, masked by the server. */
  hiddenEmail: string;
  /** The address typed in the form. */
  email: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec 000 "Dialogs" and section 4: the plate's alerts already go to another address. The dialog
 * names the plate and both addresses and asks "Vuoi continuare?"; yes subscribes this address,
 * no (or Escape) goes back to the form as it was. Loaded on demand: it brings React Aria.
 */
export function ReassignDialog({
  isOpen,
  plate,
  hiddenEmail,
  email,
  onConfirm,
  onCancel,
}: ReassignDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onCancel}
      title={t('alerts.reassign.title')}
      description={t('alerts.reassign.text', { plate, hiddenEmail, email })}
    >
      <div className={styles.dialogActions}>
        <Button variant="tertiary" onClick={onCancel} track="alert-reassign-no">
          {t('alerts.reassign.no')}
        </Button>
        <Button onClick={onConfirm} track="alert-reassign-yes">
          {t('alerts.reassign.yes')}
        </Button>
      </div>
    </ModalDialog>
  );
}
