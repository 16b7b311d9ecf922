import { useTranslation } from '../../../lib/i18n.ts';
import { gateText, type JourneyGate, type PaymentSession } from '@portico/contract';
import { VehiclePlate, VehiclePlates } from '../../../components/vehicle-plate.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { formatDateTime, formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { prepaidLines } from '../utils/prepaid-lines.ts';
import styles from './payment.module.css';

function Route({ entry, exit }: { entry: JourneyGate; exit: JourneyGate | null }) {
  const { t } = useTranslation();
  return (
    <span>
      {gateText(entry)} <span aria-hidden="true">→</span>{' '}
      <VisuallyHidden>{t('payment.summary.to')}</VisuallyHidden>{' '}
      {exit ? gateText(exit) : t('payment.summary.ongoing')}
    </span>
  );
}

/**
 * What the server will charge (spec 001 "Summary panel"): the vehicle, its trips and its amount,
 * never ours. It comes before the method choice in the page, so a phone shows the total before
 * the pay button; a wide screen puts it in the right column.
 */
export function PaymentSummary({ session }: { session: PaymentSession }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = session.journeys.length + session.prepayments.length;
  return (
    <aside className={styles.summary} aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className={styles.summaryTitle}>
        {t('payment.summary.title')}
      </h2>
      {session.vehicles && session.vehicles.length > 1 ? (
        <VehiclePlates vehicles={session.vehicles} />
      ) : (
        <VehiclePlate plate={session.plate} countryCode={session.countryCode} />
      )}
      <p>{t('payment.summary.count', { count })}</p>
      <ul className={styles.trips}>
        {session.journeys.map((journey) => (
          <li key={journey.id} className={styles.trip}>
            <span className={styles.tripDate}>{formatDateTime(journey.date, language)}</span>
            <Route entry={journey.in} exit={journey.out} />
            <span className={styles.tripAmount}>{formatMoney(journey.totalPrice, language)}</span>
          </li>
        ))}
        {prepaidLines(session.prepayments).map(({ prepayment, count }, index) => (
          <li key={`prepayment-${index}`} className={styles.trip}>
            <span className={styles.tripDate}>{t('payment.summary.prepayment')}</span>
            <span>
              <Route entry={prepayment.in} exit={prepayment.out} />
              {count > 1 ? <span className={styles.legCount}> × {count}</span> : null}
            </span>
            <span className={styles.tripAmount}>
              {formatMoney(prepayment.ttcPrice * count, language)}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total} data-testid="payment-total">
        <span>{t('payment.summary.total')}</span>{' '}
        <strong>{formatMoney(session.amount, language)}</strong>
      </p>
    </aside>
  );
}
