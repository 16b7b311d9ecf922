import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { defaultPlateCountry, type VehicleClass } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useCar } from '../../../lib/car.ts';
import { isElectricEnergy } from '../../../lib/vehicle-energy.ts';
import { useEstimate, type Estimate } from '../api/use-estimate.ts';
import { canAdd, tripCounts, type TripCount } from '../utils/estimate.ts';
import { storePrepayment } from '../utils/prepaid-trips.ts';
import { GateSelect } from './gate-select.tsx';
import { PrepaymentDialog, type PrepaymentModal } from './prepayment-dialogs.tsx';
import { VehicleClassPicker } from './vehicle-class-picker.tsx';
import styles from './prepayment-form.module.css';
import { estimateText } from '../utils/estimate-text.ts';

interface PrepaymentFormProps {
  plate: string;
  plateCountry: string;
}

/** The modal an estimate opens: price 0 with both gates chosen, or a failed price call. */
function modalOf(estimate: Estimate): PrepaymentModal | null {
  if (estimate.state === 'failed') return 'error';
  if (estimate.state === 'priced' && estimate.total === 0) return 'noPayment';
  return null;
}

/**
 * Spec 001 "Prepayment": class, entry and exit gates, round trip, count and the estimate; add
 * stores the trips (count times each leg) with the lookup's and returns to the trips list.
 */
export function PrepaymentForm({ plate, plateCountry }: PrepaymentFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const ids = useId();
  const [category, setCategory] = useState<VehicleClass>(1);
  const [entry, setEntry] = useState<string | null>(null);
  const [exit, setExit] = useState<string | null>(null);
  const [roundTrip, setRoundTrip] = useState(false);
  const [count, setCount] = useState<TripCount>(1);
  const [electric, setElectric] = useState(false);
  // A French plate's energy is the registry's: the box is offered to foreign plates only, and a
  // French electric one is told why its estimate is lower (the server prices it the same way).
  const foreign = plateCountry !== defaultPlateCountry;
  const car = useCar(plate, plateCountry);
  const registryElectric = !foreign && car !== null && isElectricEnergy(car.energy);
  const choice = { entry, exit, roundTrip, count };
  const estimate = useEstimate({
    plate,
    plateCountry,
    ...choice,
    category,
    electric: foreign && electric,
  });
  // A modal opens once per estimate; closing it keeps it closed until the choice changes.
  const choiceKey = JSON.stringify([category, entry, exit, roundTrip, count, electric]);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const modal = dismissed === choiceKey ? null : modalOf(estimate);
  const total = estimate.state === 'priced' ? estimate.total : null;

  const add = () => {
    if (estimate.state !== 'priced' || !canAdd(choice, total)) return;
    const stored = storePrepayment({
      legs: estimate.legs,
      count,
      vehicleCategory: category,
      electric: foreign && electric,
    });
    void navigate(localizedPath(language, stored ? 'travels' : ''));
  };

  const priceText = () => estimateText(estimate, 'prepayment.chooseGates', t, language);

  return (
    <div className={styles.form}>
      <VehicleClassPicker value={category} onChange={setCategory} />
      <div className={styles.gates}>
        <GateSelect label={t('prepayment.entry')} value={entry} onChange={setEntry} />
        <GateSelect label={t('prepayment.exit')} value={exit} onChange={setExit} />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={roundTrip}
          onChange={(event) => setRoundTrip(event.target.checked)}
        />
        {t('prepayment.roundTrip')}
      </label>
      <div className={styles.field}>
        <label htmlFor={`${ids}-count`}>{t('prepayment.count')}</label>
        <select
          id={`${ids}-count`}
          value={count}
          onChange={(event) => setCount(Number(event.target.value) as TripCount)}
        >
          {tripCounts.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {foreign ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={electric}
            onChange={(event) => setElectric(event.target.checked)}
          />
          {t('prepayment.electric')}
        </label>
      ) : registryElectric ? (
        <p className={styles.note} data-testid="registry-electric">
          {t('vehicle.electricRate')}
        </p>
      ) : null}
      <p className={styles.estimate} role="status" aria-live="polite">
        <span>{t('prepayment.estimate')}: </span>
        <strong data-testid="prepayment-estimate">{priceText()}</strong>
      </p>
      <Button onClick={add} disabled={!canAdd(choice, total)} track="prepayment-add">
        {t('prepayment.add')}
      </Button>
      <PrepaymentDialog modal={modal} onClose={() => setDismissed(choiceKey)} />
    </div>
  );
}
