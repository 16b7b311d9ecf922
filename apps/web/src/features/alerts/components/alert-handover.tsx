import { useRevalidator } from 'react-router';
import type { AlertHandoverDecision, AlertHandoverResponse } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { Button } from '../../../components/button.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { useDecideAlertHandover } from '../api/decide-alert-handover.ts';
import type { AlertHandoverLoad } from '../api/get-alert-handover.ts';
import { AlertHandoverOutcome, InvalidHandoverLink } from './alert-handover-outcome.tsx';
import styles from './alerts.module.css';

interface AlertHandoverProps {
  token: string;
  /** What the route's loader read (GET /customers/handovers). */
  load: AlertHandoverLoad;
}

/**
 * Issue 24 item 6: another address asked for the passage alerts of a plate this address receives.
 * While the request is open, "Keep my alerts" refuses it and "Let them go now" moves them at once;
 * without an answer they move at the notice's end. Only a button acts (a POST): opening the link
 * only reads it, since mail scanners follow links.
 */
export function AlertHandover({ token, load }: AlertHandoverProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const decide = useDecideAlertHandover(token);

  if (load.kind === 'invalid') return <InvalidHandoverLink takeFocus={false} />;
  if (load.kind === 'failed') {
    return (
      <div role="alert" className={styles.form}>
        <p className={styles.error}>{t('common.loadError')}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
            track="alert-handover-retry"
          >
            {t('alerts.handover.retry')}
          </Button>
        </div>
      </div>
    );
  }
  const code = isApiError(decide.error) ? decide.error.code : null;
  if (code === 'alert_handover_invalid') return <InvalidHandoverLink takeFocus />;
  const handover = decide.data ?? load.handover;
  if (handover.state !== 'OPEN') {
    return (
      <AlertHandoverOutcome
        handover={handover}
        state={handover.state}
        takeFocus={decide.isSuccess}
      />
    );
  }
  return (
    <OpenHandover
      handover={handover}
      pending={decide.isPending ? decide.variables : null}
      error={decide.isError ? t(errorMessageKey(code)) : null}
      onDecide={(decision) => decide.mutate(decision)}
    />
  );
}

interface OpenHandoverProps {
  handover: AlertHandoverResponse;
  /** The decision on its way, if any: both buttons wait for it. */
  pending: AlertHandoverDecision | null;
  error: string | null;
  onDecide: (decision: AlertHandoverDecision) => void;
}

function OpenHandover({ handover, pending, error, onDecide }: OpenHandoverProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.form}>
      <VehiclePlate plate={handover.numberPlate} countryCode={handover.countryCode} />
      <p>{t('alerts.handover.request', { requesterHiddenEmail: handover.requesterHiddenEmail })}</p>
      <p>
        <strong>
          {t('alerts.handover.movesAt', { date: formatDateTime(handover.movesAt, language) })}
        </strong>
      </p>
      <p>{t('alerts.handover.advice')}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          loading={pending === 'KEEP'}
          disabled={pending === 'RELEASE'}
          onClick={() => onDecide('KEEP')}
          track="alert-handover-keep"
        >
          {t('alerts.handover.keep')}
        </Button>
        <Button
          variant="secondary"
          loading={pending === 'RELEASE'}
          disabled={pending === 'KEEP'}
          onClick={() => onDecide('RELEASE')}
          track="alert-handover-release"
        >
          {t('alerts.handover.release')}
        </Button>
      </div>
    </div>
  );
}
