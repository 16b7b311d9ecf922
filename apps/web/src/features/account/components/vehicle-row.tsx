import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { RegisteredPlate } from '@portico/contract';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { errorMessageKey } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/formats.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useUpdateMyPlate } from '../api/update-my-plate.ts';
import { alertHeldBy } from '../utils/alert-reassignment.ts';
import { AlertReassignStep } from './alert-reassign-step.tsx';
import styles from './vehicles.module.css';

interface VehicleRowProps {
  plate: RegisteredPlate;
  /** Whether the "Notifica Info transito" toggle shows (alert-toggle-shown.ts). */
  alertToggle: boolean;
  onDelete: (plate: RegisteredPlate) => void;
}

/**
 * One registered vehicle (spec 000 "Customer profile screen"): plate, vehicle type, the rental
 * period (dd/MM/yy HH:mm) when both dates exist, a delete icon and the alert toggle. The toggle is
 * the plate's passage alert for the account's address (PATCH /users/me/plates/{id}); when another
 * address receives them the server says so (409) and the reassignment dialog asks first.
 */
export function VehicleRow({ plate, alertToggle, onDelete }: VehicleRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorId = useId();
  const plateId = useId();
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

  return (
    <li className={styles.row}>
      <div className={styles.details}>
        {/* Every row's toggle has the same label: the plate tells them apart (aria-describedby). */}
        <div id={plateId}>
          <VehiclePlate plate={plate.numberPlate} countryCode={plate.countryCode} />
        </div>
        {plate.vehicleType ? (
          <p className={styles.muted}>{t('account.vehicles.type', { type: plate.vehicleType })}</p>
        ) : null}
        {plate.validityStartDate && plate.validityEndDate ? (
          <p className={styles.muted}>
            {t('account.vehicles.rentalPeriod', {
              start: formatDateTime(plate.validityStartDate, language),
              end: formatDateTime(plate.validityEndDate, language),
            })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.deleteButton}
        aria-label={t('account.vehicles.delete', { plate: plate.numberPlate })}
        onClick={() => onDelete(plate)}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
        </svg>
      </button>
      {alertToggle ? (
        <div className={styles.toggle}>
          <label className={styles.checkbox}>
            <input
              ref={switchRef}
              type="checkbox"
              role="switch"
              checked={
                update.isPending
                  ? update.variables.body.emailNotifications
                  : plate.emailNotifications
              }
              // Not `disabled`: a disabled control drops the focus, which the reassignment
              // dialog then could not give back; a change while a call runs is ignored instead.
              aria-disabled={update.isPending || undefined}
              aria-describedby={toggleError ? `${plateId} ${errorId}` : plateId}
              onChange={(event) => {
                if (!update.isPending) toggle(event.target.checked);
              }}
            />
            {t('account.vehicles.alertToggle')}
          </label>
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
      ) : null}
    </li>
  );
}
