import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import styles from './plate-chooser.module.css';

/**
 * One entry of the chooser: a registered plate's trips, the notice the customer looked up, or the
 * trips of another plate the customer looked up (and may have prepaid for).
 */
export interface PlateChoice {
  key: string;
  plate: string;
  countryCode: string;
  /** Trips listed for it (the due ones), shown so the customer sees where payments wait. */
  tripCount: number;
  origin: 'registered' | 'notice' | 'lookup';
}

interface PlateChooserProps {
  choices: readonly PlateChoice[];
  chosen: string;
  onChoose: (key: string) => void;
}

/**
 * A signed-in customer's vehicles on /travels: one toggle button per plate (aria-pressed on the
 * one shown), each naming its plate, country and number of trips to pay; the list below follows.
 */
export function PlateChooser({ choices, chosen, onChoose }: PlateChooserProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return (
    <section className={styles.chooser} aria-labelledby="plate-chooser-title">
      <h2 id="plate-chooser-title">{t('journeys.customer.vehicles')}</h2>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={choice.key === chosen}
              onClick={() => onChoose(choice.key)}
            >
              <span>
                <span className={styles.number}>{choice.plate}</span>{' '}
                <span>({countries.of(choice.countryCode) ?? choice.countryCode})</span>
              </span>
              <span>
                {choice.origin === 'registered'
                  ? null
                  : `${t(`journeys.customer.${choice.origin}`)}, `}
                {t('journeys.customer.tripCount', { count: choice.tripCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
