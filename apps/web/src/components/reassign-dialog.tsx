import { useTranslation } from '../lib/i18n.ts';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import styles from './modal.module.css';

export interface ReassignDialogProps {
  isOpen: boolean;
  plate: string;
  /** The address receiving the plate's alerts now, masked by the server. */
  hiddenEmail: string;
  /** The address that would receive them: typed in the /alert form, or the signed-in account's. */
  email: string;
  /**
   * link (the /alert form): the move waits for the e-mailed link; account (the profile's toggle):
   * the signed-in account's address is verified, so the move happens at once. The text says which.
   */
  movesAfter?: 'link' | 'account';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec 000 "Dialogs" and section 4: the plate's alerts already go to another address. The dialog
 * names the plate and both addresses and asks "Vuoi continuare?"; yes subscribes this address,
 * no (or Escape) goes back as it was. Shared by the /alert form and the profile's alert toggle.
 * Loaded on demand: it brings React Aria.
 */
export function ReassignDialog({
  isOpen,
  plate,
  hiddenEmail,
  email,
  movesAfter = 'link',
  onConfirm,
  onCancel,
}: ReassignDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onCancel}
      title={t('alerts.reassign.title')}
      description={t(
        movesAfter === 'link' ? 'alerts.reassign.text' : 'alerts.reassign.accountText',
        {
          plate,
          hiddenEmail,
          email,
        },
      )}
    >
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} track="alert-reassign-no">
          {t('alerts.reassign.no')}
        </Button>
        <Button onClick={onConfirm} track="alert-reassign-yes">
          {t('alerts.reassign.yes')}
        </Button>
      </div>
    </ModalDialog>
  );
}
