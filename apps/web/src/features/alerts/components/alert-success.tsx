import { alertConfirmationHours, type AlertSubscriptionOutcome } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { AlertOutcome } from './alert-outcome.tsx';

interface AlertSuccessProps {
  outcome: AlertSubscriptionOutcome;
  email: string;
}

/**
 * Spec 000 "Alert screen" success: "Abbiamo registrato le tue informazioni", the passage e-mails
 * to come, "Torna alla home page". A new address must first confirm through the link just sent
 * (issue 11): the screen says where it went and for how long it works.
 */
export function AlertSuccess({ outcome, email }: AlertSuccessProps) {
  const { t } = useTranslation();
  return (
    <AlertOutcome tone="success" title={t('alerts.success.title')}>
      {outcome === 'CONFIRMATION_SENT' ? (
        <p>
          <strong>{t('alerts.success.confirm', { email, hours: alertConfirmationHours })}</strong>
        </p>
      ) : null}
      <p>{t('alerts.success.text')}</p>
      <Button href="/" track="alert-success-home">
        {t('alerts.success.home')}
      </Button>
    </AlertOutcome>
  );
}
