import { isEnabled, type Journey, type JourneyId, type SelectionMode } from '@portico/contract';
import { JourneyRow } from './journey-row.tsx';
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
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {journeys.map((journey) => (
        <JourneyRow
          key={journey.id}
          journey={journey}
          mode={mode}
          checked={selection.has(journey.id)}
          enabled={isEnabled(journey, selection, allJourneys, mode)}
          hasRentalDates={hasRentalDates}
          now={now}
          onToggle={onToggle}
          onDelete={onDelete}
          describedBy={describedBy}
        />
      ))}
    </ul>
  );
}
