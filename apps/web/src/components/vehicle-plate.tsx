import { useTranslation } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import styles from './vehicle-plate.module.css';

interface VehiclePlateProps {
  plate: string;
  /** Two-letter code of the plate's country, named in the page's language. */
  countryCode: string;
  className?: string;
}

/**
 * Which vehicle the trips and the payment are about: "Targa AB123CD (Francia)". Shown on the
 * trips, payment and result pages, so a driver paying for several vehicles sees which one.
 */
export function VehiclePlate({ plate, countryCode, className }: VehiclePlateProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const country = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(
    countryCode,
  );
  return (
    <p className={[styles.plate, className].filter(Boolean).join(' ')} data-testid="vehicle-plate">
      <span>{t('common.plate')}</span> <strong className={styles.number}>{plate}</strong>{' '}
      <span>({country ?? countryCode})</span>
    </p>
  );
}

/**
 * The vehicles of a payment for several (a rental company's, issue 25): "Targhe RA057LO (Francia),
 * RA047LO (Francia)", each with its country, in place of one plate.
 */
export function VehiclePlates({
  vehicles,
  className,
}: {
  vehicles: readonly { plate: string; countryCode: string }[];
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return (
    <p className={[styles.plate, className].filter(Boolean).join(' ')} data-testid="vehicle-plate">
      <span>{t('common.plates')}</span>{' '}
      {vehicles.map(({ plate, countryCode }, index) => (
        <span key={`${countryCode}:${plate}`}>
          {index > 0 ? ', ' : null}
          <strong className={styles.number}>{plate}</strong>{' '}
          <span>({names.of(countryCode) ?? countryCode})</span>
        </span>
      ))}
    </p>
  );
}
