import { useTranslation } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/button.tsx';
import { useUnsubscribeByToken } from '../api/unsubscribe-by-token.ts';
import { AlertOutcome } from './alert-outcome.tsx';
import { LinkAction } from './link-action.tsx';
import { UnsubscribeForm } from './unsubscribe-form.tsx';
import styles from './alerts.module.css';

interface UnsubscribeConfirmationProps {
  /** The signed token of the link (an alert e-mail's, or the confirmation e-mail's). */
  token: string;
  /** The address the link names, shown; the token alone says whose alerts stop. */
  email: string;
}

/**
 * Spec 000 "Unsubscribe screen" opened from a link that carries its signed token (issue 24):
 * the address, the confirm button, then "Annullamento dell'iscrizione riuscito", "Non riceverai
 * più avvisi.". Only the button unsubscribes (a POST), never opening the link: mail scanners
 * follow links. A token the server refuses gives the form that asks for a new link.
 */
export function UnsubscribeConfirmation({ token, email }: UnsubscribeConfirmationProps) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribeByToken();

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
  const code = isApiError(unsubscribe.error) ? unsubscribe.error.code : null;
  if (code === 'invalid_request') return <InvalidUnsubscribeLink email={email} takeFocus />;

  return (
    <LinkAction
      intro={email ? <p>{t('alerts.unsubscribe.address', { email })}</p> : null}
      failed={unsubscribe.isError}
      code={code}
      pending={unsubscribe.isPending}
      onAct={() => unsubscribe.mutate(token)}
      label={t('alerts.unsubscribe.submit')}
      track="unsubscribe-confirm-link"
    />
  );
}

/** A link whose token is not one of ours: said, with the form that e-mails a new one. */
export function InvalidUnsubscribeLink({
  email,
  takeFocus,
}: {
  email: string;
  takeFocus: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <AlertOutcome
        tone="error"
        title={t('alerts.unsubscribe.invalidLink.title')}
        takeFocus={takeFocus}
      >
        <p>{t('alerts.unsubscribe.invalidLink.text')}</p>
      </AlertOutcome>
      <UnsubscribeForm initialEmail={email} />
    </div>
  );
}
