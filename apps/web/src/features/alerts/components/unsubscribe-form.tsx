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
 * Spec 000 "Unsubscribe screen" without a link's token: the address (prefilled from the link),
 * the confirm button, disabled while the address is empty. A malformed address is said when
 * sent. Issue 24: the call only e-mails that address a link to confirm (the owner decides), so
 * the page says a link may have been sent and that nothing changes until it is followed, never
 * that the alerts stopped; the same text whether or not the address receives any.
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
      <AlertOutcome tone="success" title={t('alerts.unsubscribe.sent.title')}>
        <p>{t('alerts.unsubscribe.sent.text', { email: unsubscribe.variables })}</p>
        <p>{t('alerts.unsubscribe.sent.nothingYet')}</p>
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
