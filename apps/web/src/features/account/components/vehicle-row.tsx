import { useId } from 'react';
import type { RegisteredPlate } from '@portico/contract';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { errorMessageKey } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/formats.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useUpdateMyPlate } from '../api/update-my-plate.ts';
import styles from './vehicles.module.css';

interface VehicleRowProps {
  plate: RegisteredPlate;
  /** Whether the "Notifica Info transito" toggle shows (alert-toggle-shown.ts). */
  alertToggle: boolean;
  onDelete: (plate: RegisteredPlate) => void;
}

/**
 * One registered vehicle (spec 000 "Customer profile screen"): plate, vehicle type, the rental
 * period (dd/MM/yy HH:mm) when both dates exist, a delete icon and the alert toggle.
 */
export function VehicleRow({ plate, alertToggle, onDelete }: VehicleRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorId = useId();
  const plateId = useId();
  const update = useUpdateMyPlate();
  const toggleError = update.isError
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
          {/*
            For now the toggle only stores the choice on the vehicle (PATCH emailNotifications).
            Tying it to the passage-alert subscriptions, with the reassignment dialog when the
            plate's alerts go to another address (spec 000 section 4), is the server's next step.
          */}
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              role="switch"
              checked={
                update.isPending
                  ? update.variables.body.emailNotifications
                  : plate.emailNotifications
              }
              disabled={update.isPending}
              aria-describedby={toggleError ? `${plateId} ${errorId}` : plateId}
              onChange={(event) =>
                update.mutate({ id: plate.id, body: { emailNotifications: event.target.checked } })
              }
            />
            {t('account.vehicles.alertToggle')}
          </label>
          {toggleError ? (
            <p id={errorId} role="alert" className={styles.error}>
              {toggleError}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
