import type { VehicleTimeline } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { TimelineSection } from './timeline-section.tsx';

/** The roadside's passages, one line each: when, which gantry, which way, the class read. */
export function PassagesSection({
  passages,
  onMove,
}: {
  passages: VehicleTimeline['passages'];
  onMove: (() => void) | null;
}) {
  const { language, t } = useI18n();
  return (
    <TimelineSection
      title={t('timeline.passages')}
      count={passages.items.length}
      more={passages.more}
    >
      <ul className="line-list">
        {passages.items.map((passage) => (
          <li key={passage.passageId}>
            {t('timeline.passage', {
              at: formatDateTime(language, passage.passedAt),
              gantry: passage.gantry,
              direction: passage.direction,
              vehicleClass: String(passage.vehicleClass),
            })}
            {passage.emissionTier ? ` · ${passage.emissionTier}` : ''}
            {passage.tagPaid ? ` · ${t('timeline.tagPaid')}` : ''}
          </li>
        ))}
      </ul>
      {onMove ? (
        <div className="actions">
          <button type="button" className="button secondary" onClick={onMove}>
            {t('move.open')}
          </button>
        </div>
      ) : null}
    </TimelineSection>
  );
}
