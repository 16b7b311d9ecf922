import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './vehicles.module.css';

export interface OwnershipWarningDialogProps {
  plate: string;
  /** The accounts that already registered the plate, masked by the server. */
  owners: readonly string[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec 000 "Dialogs" and sections 4-5, licence-plate ownership warning: the plate is already
 * another account's. Continuing needs the consent checkbox (the alerts go to the e-mail of the
 * first account linked to the vehicle; a false declaration exposes to criminal penalties).
 */
export function OwnershipWarningDialog({
  plate,
  owners,
  busy,
  onConfirm,
  onCancel,
}: OwnershipWarningDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [consent, setConsent] = useState(false);
  return (
    <ModalDialog
      isOpen
      onClose={onCancel}
      title={t('account.vehicles.ownership.title')}
      description={t('account.vehicles.ownership.text', { plate, owners: owners.join(', ') })}
    >
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          required
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        {t('account.vehicles.ownership.consent')}
      </label>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} track="vehicle-ownership-cancel">
          {t('account.vehicles.ownership.cancel')}
        </Button>
        <Button
          disabled={!consent}
          loading={busy}
          onClick={onConfirm}
          aria-describedby={consent ? undefined : hintId}
          track="vehicle-ownership-confirm"
        >
          {t('account.vehicles.ownership.confirm')}
        </Button>
      </div>
      {consent ? null : (
        <p id={hintId} className={styles.muted}>
          {t('account.vehicles.ownership.hint')}
        </p>
      )}
    </ModalDialog>
  );
}
