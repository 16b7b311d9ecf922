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
 * (DELETE /users/me, then the token goes) and calls onDeleted; No closes. Before the answer, the
 * dialog says what goes and what stays (issue 26 item 10), as the server's erasure does it
 * (modules/accounts/erasure.ts): the account, its vehicles and its address's passage alerts go;
 * its payments stay for the operator's accounts, without the payer's identity and without the
 * link to the account (so their receipts leave the area), and a last e-mail confirms it.
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
      <div className={styles.dialogText}>
        <p>{t('account.profile.deleteLost')}</p>
        <p>{t('account.profile.deleteKept')}</p>
        <p>{t('account.profile.deleteMail')}</p>
      </div>
      {serverCode !== undefined ? <FormError code={serverCode} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close} track="profile-delete-no">
          {t('account.profile.no')}
        </Button>
        <Button
          variant="danger"
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
