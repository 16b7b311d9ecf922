import { alertTokenPattern, type ErrorCode } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { Button } from '../../../components/button.tsx';
import { useConfirmAlert } from '../api/confirm-alert.ts';
import { AlertOutcome } from './alert-outcome.tsx';
import { ConfirmedAlert } from './confirmed-alert.tsx';
import { LinkAction } from './link-action.tsx';
import styles from './alerts.module.css';

/** The link's own failures: the page offers to subscribe again, which sends a new link. */
const linkFailures: readonly ErrorCode[] = [
  'alert_confirmation_invalid',
  'alert_confirmation_expired',
];

function LinkFailure({ code, takeFocus }: { code: ErrorCode; takeFocus: boolean }) {
  const { t } = useTranslation();
  return (
    <AlertOutcome tone="error" title={t('alerts.confirm.failedTitle')} takeFocus={takeFocus}>
      <p>{t(errorMessageKey(code))}</p>
      <Button href="alert" track="alert-confirm-subscribe-again">
        {t('alerts.confirm.subscribeAgain')}
      </Button>
    </AlertOutcome>
  );
}

/**
 * The confirmation e-mail's link opens this; the subscription is confirmed only by the button
 * (a POST), never by opening the link: mail scanners and previews follow links. Any other failure
 * (network, server) keeps the button for another try.
 */
export function AlertConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmAlert();

  if (!alertTokenPattern.test(token)) {
    return <LinkFailure code="alert_confirmation_invalid" takeFocus={false} />;
  }
  if (confirm.isSuccess) return <ConfirmedAlert result={confirm.data} />;
  const code = isApiError(confirm.error) ? confirm.error.code : null;
  if (code && linkFailures.includes(code)) return <LinkFailure code={code} takeFocus />;

  return (
    <LinkAction
      intro={<p className={styles.intro}>{t('alerts.confirm.text')}</p>}
      failed={confirm.isError}
      code={code}
      pending={confirm.isPending}
      onAct={() => confirm.mutate(token)}
      label={t('alerts.confirm.submit')}
      track="alert-confirm"
    />
  );
}
