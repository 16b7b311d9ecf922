import { useRef, useState, type FormEvent } from 'react';
import { receiptNumberMaxLength, type RegisteredPlate } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useProveMyPlate } from '../api/prove-my-plate.ts';
import { proofFailure, type ProofFailure } from '../utils/proof-failure.ts';
import styles from './vehicles.module.css';

export interface VerifyVehicleDialogProps {
  plate: RegisteredPlate;
  /** The vehicle is proven: the answer replaced the list. */
  onVerified: (plate: RegisteredPlate) => void;
  onCancel: () => void;
}

/**
 * Issue 24 item 6: a registered vehicle shows its trips and can get alerts only once the customer
 * proved they may follow it, with a receipt of a payment for it. The number is optional: left
 * empty, the server looks for a payment made from the account or whose receipt went to its
 * address. A refusal about the number shows at the field, which takes the focus. Loaded on
 * demand: it brings React Aria.
 */
export function VerifyVehicleDialog({ plate, onVerified, onCancel }: VerifyVehicleDialogProps) {
  const { t } = useTranslation();
  const prove = useProveMyPlate();
  const [receiptNumber, setReceiptNumber] = useState('');
  const [failure, setFailure] = useState<ProofFailure | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (prove.isPending) return;
    setFailure(null);
    const typed = receiptNumber.trim();
    prove.mutate(
      { id: plate.id, body: typed === '' ? {} : { receiptNumber: typed } },
      {
        onSuccess: () => onVerified(plate),
        onError: (error) => {
          const next = proofFailure(isApiError(error) ? error.code : null);
          setFailure(next);
          if (next.place === 'field') field.current?.focus();
        },
      },
    );
  };

  return (
    <ModalDialog
      isOpen
      onClose={onCancel}
      title={t('account.vehicles.proof.title')}
      description={t('account.vehicles.proof.text')}
    >
      <p>
        <strong>{plate.numberPlate}</strong>
      </p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          ref={field}
          label={t('account.vehicles.proof.receipt')}
          hint={t('account.vehicles.proof.receiptHint')}
          required={false}
          value={receiptNumber}
          onChange={setReceiptNumber}
          error={failure?.place === 'field' ? t(failure.key) : null}
          autoComplete="off"
          spellCheck={false}
          maxLength={receiptNumberMaxLength}
        />
        {failure?.place === 'dialog' ? (
          <p role="alert" className={styles.error}>
            {t(failure.key)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} track="vehicle-verify-cancel">
            {t('account.vehicles.proof.cancel')}
          </Button>
          <Button type="submit" loading={prove.isPending} track="vehicle-verify-confirm">
            {t('account.vehicles.proof.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
