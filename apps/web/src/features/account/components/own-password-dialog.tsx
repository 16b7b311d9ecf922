import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldErrorKey } from '../../../lib/forms/field-error-key.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useChangeOwnPassword } from '../api/profile.ts';
import {
  ownPasswordResolver,
  type OwnPasswordChange,
  type OwnPasswordValues,
} from '../utils/own-password-check.ts';
import { FormError } from './form-error.tsx';
import { PasswordConfirmationField } from './password-confirmation-field.tsx';
import styles from './account.module.css';

const emptyValues: OwnPasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * Spec 000 "Dialogs", change password: the current password, the new one and its confirmation,
 * PATCH /users/me {currentPassword, newPassword}; then a success view with a check.
 */
export function OwnPasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeOwnPassword();
  const [serverCode, setServerCode] = useState<string | null | undefined>(undefined);
  const { control, handleSubmit, formState, reset } = useForm<
    OwnPasswordValues,
    unknown,
    OwnPasswordChange
  >({ defaultValues: emptyValues, resolver: ownPasswordResolver, reValidateMode: 'onSubmit' });

  const close = () => {
    reset(emptyValues);
    change.reset();
    setServerCode(undefined);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    void handleSubmit((body) => {
      setServerCode(undefined);
      change.mutate(body, {
        onError: (failure) => setServerCode(isApiError(failure) ? failure.code : null),
      });
    })(event);
  };

  const fieldError = (name: keyof OwnPasswordValues) => {
    const key = fieldErrorKey(formState.errors[name]);
    return key ? t(key) : null;
  };

  if (change.isSuccess) {
    return (
      <ModalDialog
        isOpen={isOpen}
        onClose={close}
        title={t('account.profile.passwordDialog.title')}
        description={
          <>
            <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" />
              <path d="m7 12.5 3.5 3.5L17 9" />
            </svg>
            {t('account.profile.passwordDialog.success')}
          </>
        }
      >
        <div className={styles.actions}>
          <Button onClick={close} track="profile-password-done">
            {t('account.profile.passwordDialog.close')}
          </Button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={close}
      title={t('account.profile.passwordDialog.title')}
      description={t('account.requiredNote')}
    >
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <Controller
          name="currentPassword"
          control={control}
          render={({ field }) => (
            <PasswordInput
              {...field}
              label={t('account.profile.passwordDialog.current')}
              autoComplete="current-password"
              required
              error={fieldError('currentPassword')}
            />
          )}
        />
        <Controller
          name="newPassword"
          control={control}
          render={({ field }) => (
            <PasswordInput
              {...field}
              label={t('account.changePassword.newPassword')}
              autoComplete="new-password"
              required
              hint={t('account.register.passwordHint')}
              error={fieldError('newPassword')}
            />
          )}
        />
        <PasswordConfirmationField control={control} name="confirmation" />
        {serverCode !== undefined ? <FormError code={serverCode} /> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close} track="profile-password-cancel">
            {t('account.profile.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} track="profile-password-submit">
            {t('account.changePassword.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
