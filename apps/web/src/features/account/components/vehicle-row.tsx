import { useId } from 'react';
import type { RegisteredPlate } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { formatDateTime } from '../../../lib/formats.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { registryVehicleKindOf } from '../vehicle-kind.ts';
import { VehicleAlertToggle } from './vehicle-alert-toggle.tsx';
import styles from './vehicles.module.css';

interface VehicleRowProps {
  plate: RegisteredPlate;
  /** Whether the "Notifica Info transito" toggle applies (alert-toggle-shown.ts). */
  alertToggle: boolean;
  onDelete: (plate: RegisteredPlate) => void;
  /** Opens the proof of possession (issue 24) for a vehicle not verified yet. */
  onVerify: (plate: RegisteredPlate) => void;
}

/**
 * One registered vehicle (spec 000 "Customer profile screen"): plate, vehicle type, the rental
 * period (dd/MM/yy HH:mm) when both dates exist, a delete icon and the alert toggle. Issue 24: a
 * vehicle not proven yet says so and offers "Verify" instead of the toggle (its trips are not
 * listed either); one already receiving alerts keeps its toggle, so that they can be switched off.
 */
export function VehicleRow({ plate, alertToggle, onDelete, onVerify }: VehicleRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const plateId = useId();
  const kind = registryVehicleKindOf(plate.vehicleType);

  return (
    <li className={styles.row}>
      <div className={styles.details}>
        {/* Every row's toggle has the same label: the plate tells them apart (aria-describedby). */}
        <div id={plateId}>
          <VehiclePlate plate={plate.numberPlate} countryCode={plate.countryCode} />
        </div>
        {kind ? (
          <p className={styles.muted}>
            {t('account.vehicles.type', { type: t(`account.vehicles.kinds.${kind}`) })}
          </p>
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
      {plate.proven ? null : (
        <div className={styles.proof}>
          <p>
            <strong>{t('account.vehicles.unproven')}</strong>{' '}
            {t(alertToggle ? 'account.vehicles.unprovenAlerts' : 'account.vehicles.unprovenTrips')}
          </p>
          <Button
            variant="secondary"
            onClick={() => onVerify(plate)}
            aria-label={t('account.vehicles.verifyLabel', { plate: plate.numberPlate })}
            track="vehicle-verify"
          >
            {t('account.vehicles.verify')}
          </Button>
        </div>
      )}
      {alertToggle && (plate.proven || plate.emailNotifications) ? (
        <VehicleAlertToggle plate={plate} plateId={plateId} />
      ) : null}
    </li>
  );
}
