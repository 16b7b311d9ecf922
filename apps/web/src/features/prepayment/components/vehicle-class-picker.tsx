import { useId } from 'react';
import type { VehicleClass } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { vehicleClasses, vehiclesOfClass } from '../utils/vehicle-classes.ts';
import styles from './prepayment-form.module.css';

interface VehicleClassPickerProps {
  value: VehicleClass;
  onChange: (value: VehicleClass) => void;
}

/** Spec 001 section 9: one radio per class, each showing in words and a picture which vehicles pay it. */
export function VehicleClassPicker({ value, onChange }: VehicleClassPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.classes}>
      <legend>{t('prepayment.vehicleClass')}</legend>
      {vehicleClasses.map((vehicleClass) => (
        <div key={vehicleClass} className={styles.classOption}>
          <input
            id={`${id}-${vehicleClass}`}
            type="radio"
            name="vehicle-class"
            value={vehicleClass}
            checked={value === vehicleClass}
            onChange={() => onChange(vehicleClass)}
            aria-describedby={`${id}-${vehicleClass}-vehicles`}
          />
          <label htmlFor={`${id}-${vehicleClass}`} className={styles.classLabel}>
            {/* Decorative: the words beside it name the vehicles (alt="" keeps it out of the
                accessible name). A static file, so the pictures cost the route no JavaScript. */}
            <img
              className={styles.classPicture}
              src={`/vehicle-classes/class-${vehicleClass}.svg`}
              alt=""
              width={80}
              height={40}
              loading="lazy"
            />
            <span>
              <strong>{t('prepayment.classLabel', { class: vehicleClass })}</strong>
              <span id={`${id}-${vehicleClass}-vehicles`} className={styles.classVehicles}>
                {vehiclesOfClass[vehicleClass]
                  .map((vehicle) => t(`prepayment.vehicles.${vehicle}`))
                  .join(' · ')}
              </span>
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
