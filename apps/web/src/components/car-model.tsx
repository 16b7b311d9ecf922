import { useTranslation } from '../lib/i18n.ts';
import { useCar } from '../lib/car.ts';
import { namedEnergyOf } from '../lib/vehicle-energy.ts';
import styles from './car-model.module.css';

/**
 * The vehicle the registry knows by this plate, under the plate: "Veicolo: RENAULT ZOE
 * (elettrico)". A driver who typed a plate wrong sees a model that is not theirs before paying
 * for its trips. Nothing when the registry does not know the plate.
 */
export function CarModel({ plate, countryCode }: { plate: string; countryCode: string }) {
  const { t } = useTranslation();
  const car = useCar(plate, countryCode);
  if (!car) return null;
  const energy = namedEnergyOf(car.energy);
  return (
    <p className={styles.car} data-testid="car-model">
      {energy
        ? t('vehicle.modelWithEnergy', { model: car.model, energy: t(`vehicle.energy.${energy}`) })
        : t('vehicle.model', { model: car.model })}
    </p>
  );
}
