import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useDeleteAccount } from '../api/profile.ts';
import { FormError } from './form-error.tsx';
import styles from './account.module.css';

/**
 * Spec 000 "Dialogs", delete account: "Confermi l'eliminazione dell'account?" Sì deletes it
 * (DELETE /users/me, then the token goes) and calls onDeleted; No closes.
 */
export function DeleteAccountDialog({
  isOpen,
  onClose,
  onDeleted,
}: {
  isOpen: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  const [serverCode, setServerCode] = useState<string | null | undefined>(undefined);
  const close = () => {
    setServerCode(undefined);
    onClose();
  };
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={close}
      role="alertdialog"
      title={t('account.profile.delete')}
      description={t('account.profile.deleteQuestion')}
    >
      {serverCode !== undefined ? <FormError code={serverCode} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close} track="profile-delete-no">
          {t('account.profile.no')}
        </Button>
        <Button
          loading={deletion.isPending}
          onClick={() =>
            deletion.mutate(undefined, {
              onSuccess: onDeleted,
              onError: (failure) => setServerCode(isApiError(failure) ? failure.code : null),
            })
          }
          track="profile-delete-yes"
        >
          {t('account.profile.yes')}
        </Button>
      </div>
    </ModalDialog>
  );
}
