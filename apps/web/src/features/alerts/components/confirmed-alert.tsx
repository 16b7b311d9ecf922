import type { ConfirmAlertResponse } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { Button } from '../../../components/button.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { AlertOutcome } from './alert-outcome.tsx';

/** The confirmation's result: the plate, the (masked) address now receiving its alerts, the rental's end. */
export function ConfirmedAlert({ result }: { result: ConfirmAlertResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AlertOutcome tone="success" title={t('alerts.confirm.done.title')}>
      <VehiclePlate plate={result.numberPlate} countryCode={result.countryCode} />
      <p>{t('alerts.confirm.done.text', { hiddenEmail: result.hiddenEmail })}</p>
      {result.endTime ? (
        <p>{t('alerts.confirm.done.until', { date: formatDateTime(result.endTime, language) })}</p>
      ) : null}
      <Button href="/" track="alert-confirmed-home">
        {t('alerts.success.home')}
      </Button>
    </AlertOutcome>
  );
}
