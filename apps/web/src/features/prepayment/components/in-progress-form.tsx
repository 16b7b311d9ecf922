import { useState } from 'react';
import { gateText, type Journey } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation, type MessageKey } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useCompleteInProgressJourney } from '../api/complete-journey.ts';
import { useEstimate } from '../api/use-estimate.ts';
import { inProgressExits } from '../utils/in-progress-exits.ts';
import { removeStoredInProgressJourney } from '../utils/stored-in-progress.ts';
import { vehiclesOfClass } from '../utils/vehicle-classes.ts';
import { GateSelect } from './gate-select.tsx';
import { PrepaymentDialog } from './prepayment-dialogs.tsx';
import own from './in-progress-form.module.css';
import styles from './prepayment-form.module.css';
import { estimateText } from '../utils/estimate-text.ts';

interface InProgressFormProps {
  journey: Journey;
  plate: string;
  plateCountry: string;
  /** The lookup's session, which names the trip's plate; null for a signed-in customer. */
  sessionId: string | null;
  /** After the completion: the trips are reloaded and the list shown (the route's job). */
  onCompleted: () => Promise<void>;
}

const refusals = ['false_in_progress_journey', 'in_progress_journey_not_allowed'] as const;

/** The refusal's locale key: the two completion codes have their own text, the rest the generic. */
function refusalKey(error: unknown): MessageKey {
  const code = isApiError(error) ? error.code : null;
  const known = refusals.find((refusal) => refusal === code);
  return `prepayment.inProgress.refused.${known ?? 'unknown'}` as const;
}

/**
 * Spec 001 "Prepayment (also inprogress)": the ongoing trip's entry and class are the trip's
 * (shown, not chosen), the exit is one of the gates ahead in its direction; the estimate is the
 * price call's, and completing declares that exit, reloads the trips and returns to the list,
 * where the trip is now payable.
 */
export function InProgressForm({
  journey,
  plate,
  plateCountry,
  sessionId,
  onCompleted,
}: InProgressFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [exit, setExit] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const complete = useCompleteInProgressJourney();
  const [finishing, setFinishing] = useState(false);
  const category = journey.carCategory;
  const estimate = useEstimate({
    plate,
    plateCountry,
    entry: journey.in.id,
    exit,
    roundTrip: false,
    count: 1,
    category,
    electric: false,
  });
  const busy = complete.isPending || finishing;

  const onComplete = async () => {
    if (exit === null || journey.inProgressId === null) return;
    try {
      await complete.mutateAsync({
        inProgressId: journey.inProgressId,
        out: exit,
        sessionId,
      });
    } catch {
      return; // The refusal is shown below the button.
    }
    removeStoredInProgressJourney();
    setFinishing(true);
    await onCompleted();
  };

  const priceText = () => estimateText(estimate, 'prepayment.inProgress.chooseExit', t, language);

  return (
    <div className={styles.form}>
      <p>{t('prepayment.inProgress.intro')}</p>
      <dl className={own.tripFacts}>
        <dt>{t('prepayment.vehicleClass')}</dt>
        <dd>
          <strong>{t('prepayment.classLabel', { class: category })}</strong>{' '}
          <span className={styles.classVehicles}>
            {vehiclesOfClass[category]
              .map((vehicle) => t(`prepayment.vehicles.${vehicle}`))
              .join(' · ')}
          </span>
        </dd>
        <dt>{t('prepayment.entry')}</dt>
        <dd data-testid="in-progress-entry">{gateText(journey.in)}</dd>
      </dl>
      <div className={styles.gates}>
        <GateSelect
          label={t('prepayment.exit')}
          value={exit}
          onChange={(gate) => {
            setExit(gate);
            complete.reset();
          }}
          gates={inProgressExits(journey)}
        />
      </div>
      <p className={styles.estimate} role="status" aria-live="polite">
        <span>{t('prepayment.estimate')}: </span>
        <strong data-testid="prepayment-estimate">{priceText()}</strong>
      </p>
      <Button
        onClick={() => void onComplete()}
        disabled={exit === null || busy}
        track="in-progress-complete"
      >
        {busy ? t('prepayment.inProgress.completing') : t('prepayment.inProgress.complete')}
      </Button>
      {complete.isError ? (
        <p role="alert" className={own.refusal}>
          {t(refusalKey(complete.error))}
        </p>
      ) : null}
      <PrepaymentDialog
        modal={estimate.state === 'failed' && dismissed !== exit ? 'error' : null}
        onClose={() => setDismissed(exit)}
      />
    </div>
  );
}
