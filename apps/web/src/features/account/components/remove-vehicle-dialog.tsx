import type { RegisteredPlate } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeleteMyPlate } from '../api/delete-my-plate.ts';
import styles from './vehicles.module.css';

export interface RemoveVehicleDialogProps {
  plate: RegisteredPlate;
  onRemoved: (plate: RegisteredPlate) => void;
  onCancel: () => void;
}

/**
 * Spec 000 "Dialogs", remove vehicle: "Eliminare un veicolo", "Vuoi eliminare il veicolo?". Yes
 * deletes it (the answer replaces the list); a failure stays in the dialog. Loaded on demand: it
 * brings React Aria.
 */
export function RemoveVehicleDialog({ plate, onRemoved, onCancel }: RemoveVehicleDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteMyPlate();
  return (
    <ModalDialog
      isOpen
      onClose={onCancel}
      title={t('account.vehicles.remove.title')}
      description={t('account.vehicles.remove.text')}
    >
      <p>
        <strong>{plate.numberPlate}</strong>
      </p>
      {remove.isError ? (
        <p role="alert" className={styles.error}>
          {t(errorMessageKey(isApiError(remove.error) ? remove.error.code : null))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} track="vehicle-remove-cancel">
          {t('account.vehicles.remove.cancel')}
        </Button>
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() => remove.mutate(plate.id, { onSuccess: () => onRemoved(plate) })}
          track="vehicle-remove-confirm"
        >
          {t('account.vehicles.remove.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
