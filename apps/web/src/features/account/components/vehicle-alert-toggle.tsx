import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { RegisteredPlate } from '@portico/contract';
import { errorMessageKey } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/formats.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useUpdateMyPlate } from '../api/update-my-plate.ts';
import { alertHeldBy } from '../utils/alert-reassignment.ts';
import { AlertReassignStep } from './alert-reassign-step.tsx';
import styles from './vehicles.module.css';

interface VehicleAlertToggleProps {
  plate: RegisteredPlate;
  /** The id of the row's plate text: every toggle has the same label, the plate tells them apart. */
  plateId: string;
}

/**
 * A vehicle's "Notifica Info transito" toggle (spec 000 "Customer profile screen"): the plate's
 * passage alert for the account's address (PATCH /users/me/plates/{id}). When another address
 * receives them the server says so (409) and the reassignment dialog asks first; confirmed, the
 * alerts move only once that address agrees or its notice ends (issue 24): the list comes back
 * with the toggle off and the date they move, said under it.
 */
export function VehicleAlertToggle({ plate, plateId }: VehicleAlertToggleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorId = useId();
  const handoverId = useId();
  const update = useUpdateMyPlate();
  // The masked address holding the plate's alerts, while the dialog asks whether to move them.
  const [heldBy, setHeldBy] = useState<string | null>(null);
  // Once the dialog is gone, the keyboard goes on from the toggle it came from.
  const switchRef = useRef<HTMLInputElement>(null);
  const refocusSwitch = useRef(false);
  useEffect(() => {
    if (heldBy !== null || !refocusSwitch.current) return;
    refocusSwitch.current = false;
    switchRef.current?.focus();
  }, [heldBy]);
  const closeDialog = () => {
    refocusSwitch.current = true;
    setHeldBy(null);
  };
  const toggle = (emailNotifications: boolean, confirmReassignment?: true) =>
    update.mutate(
      {
        id: plate.id,
        body: { emailNotifications, ...(confirmReassignment && { confirmReassignment }) },
      },
      { onError: (error) => setHeldBy(alertHeldBy(error)) },
    );
  const toggleError =
    update.isError && alertHeldBy(update.error) === null
      ? t(errorMessageKey(isApiError(update.error) ? update.error.code : null))
      : null;
  const handoverAt = plate.emailNotifications ? null : plate.alertHandoverAt;
  const describedBy = [plateId, handoverAt ? handoverId : null, toggleError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.toggle}>
      <label className={styles.checkbox}>
        <input
          ref={switchRef}
          type="checkbox"
          role="switch"
          checked={
            update.isPending ? update.variables.body.emailNotifications : plate.emailNotifications
          }
          // Not `disabled`: a disabled control drops the focus, which the reassignment
          // dialog then could not give back; a change while a call runs is ignored instead.
          aria-disabled={update.isPending || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            if (!update.isPending) toggle(event.target.checked);
          }}
        />
        {t('account.vehicles.alertToggle')}
      </label>
      {handoverAt ? (
        <p id={handoverId} className={styles.muted}>
          {t('account.vehicles.handoverPending', { date: formatDateTime(handoverAt, language) })}
        </p>
      ) : null}
      {toggleError ? (
        <p id={errorId} role="alert" className={styles.error}>
          {toggleError}
        </p>
      ) : null}
      <Suspense fallback={null}>
        {heldBy !== null ? (
          <AlertReassignStep
            plate={plate.numberPlate}
            hiddenEmail={heldBy}
            onConfirm={() => {
              closeDialog();
              toggle(true, true);
            }}
            onCancel={() => {
              // "No": the toggle stays off, and nothing is left to show.
              closeDialog();
              update.reset();
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
