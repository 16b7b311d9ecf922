import type { ConfirmAlertResponse } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { Button } from '../../../components/button.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { AlertOutcome } from './alert-outcome.tsx';

/**
 * The confirmation's result: the plate, the (masked) address receiving its alerts, the rental's
 * end. When another address received them (issue 24), it was asked: the alerts move at
 * `handoverAt` unless it refuses, and the page says so instead of "sent to this address". A
 * link opened again (issue 26 item 16) says the subscription was already confirmed, not "invalid".
 */
export function ConfirmedAlert({ result }: { result: ConfirmAlertResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AlertOutcome
      tone="success"
      title={t(
        result.alreadyConfirmed ? 'alerts.confirm.already.title' : 'alerts.confirm.done.title',
      )}
    >
      <VehiclePlate plate={result.numberPlate} countryCode={result.countryCode} />
      <p>
        {result.alreadyConfirmed && !result.handoverAt
          ? t('alerts.confirm.already.text', { hiddenEmail: result.hiddenEmail })
          : result.handoverAt
            ? t('alerts.confirm.done.handover', {
                hiddenEmail: result.hiddenEmail,
                date: formatDateTime(result.handoverAt, language),
              })
            : t('alerts.confirm.done.text', { hiddenEmail: result.hiddenEmail })}
      </p>
      {result.endTime ? (
        <p>{t('alerts.confirm.done.until', { date: formatDateTime(result.endTime, language) })}</p>
      ) : null}
      <Button href="/" track="alert-confirmed-home">
        {t('alerts.success.home')}
      </Button>
    </AlertOutcome>
  );
}
