import { isEnabled, type Journey, type JourneyId, type SelectionMode } from '@portico/contract';
import { tripsListRows } from '../utils/prepayment-groups.ts';
import { JourneyRow } from './journey-row.tsx';
import { PrepaymentRow } from './prepayment-row.tsx';
import styles from './trips.module.css';

interface JourneyListProps {
  journeys: readonly Journey[];
  /** Every journey of the screen, for the all-together rule (the listed ones may be a group). */
  allJourneys: readonly Journey[];
  selection: ReadonlySet<JourneyId>;
  mode: SelectionMode;
  hasRentalDates: boolean;
  now: Date;
  onToggle: (journey: Journey) => void;
  onDelete?: (journey: Journey) => void;
  labelledBy?: string;
  /** See JourneyRow: a message about the selection, read with each checkbox. */
  describedBy?: string;
}

export function JourneyList({
  journeys,
  allJourneys,
  selection,
  mode,
  hasRentalDates,
  now,
  onToggle,
  onDelete,
  labelledBy,
  describedBy,
}: JourneyListProps) {
  const enabled = (journey: Journey) => isEnabled(journey, selection, allJourneys, mode);
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {tripsListRows(journeys).map((row) =>
        row.kind === 'prepayment' ? (
          <PrepaymentRow
            key={row.key}
            journeys={row.journeys}
            checked={row.journeys.every((journey) => selection.has(journey.id))}
            enabled={row.journeys.every(enabled)}
            onToggle={onToggle}
            onDelete={onDelete}
            describedBy={describedBy}
          />
        ) : (
          <JourneyRow
            key={row.journey.id}
            journey={row.journey}
            mode={mode}
            checked={selection.has(row.journey.id)}
            enabled={enabled(row.journey)}
            hasRentalDates={hasRentalDates}
            now={now}
            onToggle={onToggle}
            onDelete={onDelete}
            describedBy={describedBy}
          />
        ),
      )}
    </ul>
  );
}
