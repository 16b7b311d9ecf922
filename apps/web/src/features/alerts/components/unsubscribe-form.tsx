import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/button.tsx';
import { EmailInput } from '../../../components/email-input.tsx';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useUnsubscribeAlert } from '../api/unsubscribe-alert.ts';
import { unsubscribeResolver, type UnsubscribeValues } from '../utils/unsubscribe-check.ts';
import { AlertOutcome } from './alert-outcome.tsx';
import styles from './alerts.module.css';

/**
 * Spec 000 "Unsubscribe screen": the address (prefilled from the link), the confirm button,
 * disabled while the address is empty, then "Annullamento dell'iscrizione riuscito", "Non
 * riceverai più avvisi." and the way home. A malformed address is said when sent.
 */
export function UnsubscribeForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribeAlert();
  const { control, handleSubmit, formState } = useForm<UnsubscribeValues, unknown, string>({
    defaultValues: { email: initialEmail },
    resolver: unsubscribeResolver,
  });
  const empty = useWatch({ control, name: 'email' }).trim() === '';

  if (unsubscribe.isSuccess) {
    return (
      <AlertOutcome tone="success" title={t('alerts.unsubscribe.success.title')}>
        <p>{t('alerts.unsubscribe.success.text')}</p>
        <Button href="/" track="unsubscribe-home">
          {t('alerts.unsubscribe.home')}
        </Button>
      </AlertOutcome>
    );
  }

  const failure = unsubscribe.isError
    ? t(errorMessageKey(isApiError(unsubscribe.error) ? unsubscribe.error.code : null))
    : null;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        if (unsubscribe.isPending || empty) {
          event.preventDefault();
          return;
        }
        void handleSubmit((email) => unsubscribe.mutate(email))(event);
      }}
    >
      <Controller
        name="email"
        control={control}
        render={({ field }) => (
          <EmailInput
            {...field}
            label={t('alerts.unsubscribe.email')}
            required
            showMandatoryErrors={formState.isSubmitted}
          />
        )}
      />
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={empty}
          loading={unsubscribe.isPending}
          track="unsubscribe-confirm"
        >
          {t('alerts.unsubscribe.submit')}
        </Button>
      </div>
    </form>
  );
}
