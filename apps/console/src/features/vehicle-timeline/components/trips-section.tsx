import type { TimelineTrip, VehicleTimeline } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { stageText, tripIsOpen, tripStatusText } from '../utils/code-texts.ts';
import { formatEuros } from '../utils/format-money.ts';
import { Facts } from './facts.tsx';
import { TimelineSection } from './timeline-section.tsx';

/** The trips: where, when, their state on the dunning ladder and their price; the actions. */
export function TripsSection({
  trips,
  onCancel,
  onExtend,
}: {
  trips: VehicleTimeline['trips'];
  onCancel: ((trip: TimelineTrip) => void) | null;
  onExtend: ((trip: TimelineTrip) => void) | null;
}) {
  const { language, t } = useI18n();
  const when = (iso: string | null) => (iso ? formatDateTime(language, iso) : null);
  return (
    <TimelineSection title={t('timeline.trips')} count={trips.items.length} more={trips.more}>
      <ul className="card-list">
        {trips.items.map((trip) => (
          <li key={trip.id} className="card">
            <h3 className="card-title">
              {t('timeline.trip', {
                id: String(trip.id),
                from: trip.inGate,
                to: trip.outGate ?? '…',
              })}
            </h3>
            <Facts
              facts={[
                [t('timeline.state'), trip.dunningStage ? stageText(t, trip.dunningStage) : null],
                [t('timeline.status'), tripStatusText(t, trip.status)],
                [t('timeline.firstPassage'), when(trip.firstPassageAt)],
                [t('timeline.lastPassage'), when(trip.lastPassageAt)],
                [t('timeline.direction'), trip.direction],
                [t('timeline.vehicleClass'), String(trip.vehicleClass)],
                [
                  t('timeline.price'),
                  trip.ttcCents === null
                    ? t('timeline.notPriced', { error: trip.pricingError ?? '' })
                    : formatEuros(language, trip.ttcCents),
                ],
                [
                  t('timeline.indemnity'),
                  trip.indemnityCents > 0 ? formatEuros(language, trip.indemnityCents) : null,
                ],
                [
                  t('timeline.alreadyPaid'),
                  trip.alreadyPaidCents > 0 ? formatEuros(language, trip.alreadyPaidCents) : null,
                ],
                [t('timeline.deadline'), when(trip.deadline)],
                [t('timeline.noticeNumber'), trip.noticeNumber],
                [t('timeline.noticeDate'), when(trip.noticeDate)],
                [t('timeline.ticketNumber'), trip.ticketNumber],
                [t('timeline.paidAt'), when(trip.paidAt)],
                [t('timeline.tagPaidOnly'), trip.tagPaidOnly ? t('timeline.yes') : null],
              ]}
            />
            {tripIsOpen(trip.dunningStage) && (onExtend || onCancel) ? (
              <div className="actions">
                {onExtend ? (
                  <button type="button" className="button secondary" onClick={() => onExtend(trip)}>
                    {t('deadline.open')}{' '}
                    <span className="visually-hidden">
                      {t('timeline.ofTrip', { id: String(trip.id) })}
                    </span>
                  </button>
                ) : null}
                {onCancel ? (
                  <button type="button" className="button secondary" onClick={() => onCancel(trip)}>
                    {t('cancelTrip.open')}{' '}
                    <span className="visually-hidden">
                      {t('timeline.ofTrip', { id: String(trip.id) })}
                    </span>
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </TimelineSection>
  );
}
