import { useId, useState } from 'react';
import type { TimelinePassage } from '@portico/contract';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { timelinePath } from '../../../lib/vehicle-path.ts';
import { movePassages } from '../api/move-passages.ts';
import { ActionForm } from '../../../components/action-form.tsx';
import type { SupportChange } from './support-change.ts';

/**
 * Moves passages read from a wrong plate to the right one: the agent ticks the passages, types
 * the right plate and its country; the server rebuilds the trips of both plates.
 */
export function MovePassagesDialog({
  passages,
  country,
  onClose,
  change,
}: {
  passages: readonly TimelinePassage[];
  country: string;
  onClose: () => void;
  change: SupportChange;
}) {
  const { language, t } = useI18n();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [toPlate, setToPlate] = useState('');
  const [toCountry, setToCountry] = useState(country);

  function toggle(passageId: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(passageId);
    else next.delete(passageId);
    setChosen(next);
  }

  return (
    <Dialog open title={t('move.title')} onDismiss={onClose}>
      <ActionForm
        submitLabel={t('move.submit')}
        onClose={onClose}
        act={async (reason) => {
          if (chosen.size === 0) return 'errors.move_nothing_chosen';
          const body = {
            passageIds: [...chosen],
            toPlate: toPlate.trim(),
            toCountry: toCountry.trim().toUpperCase(),
            reason,
          };
          return change(
            () => movePassages(language, body),
            (answer) => (
              <>
                {t('move.done', {
                  count: String(answer.moved),
                  plate: answer.toPlate.plate,
                  country: answer.toPlate.countryCode,
                })}{' '}
                <Link to={timelinePath(answer.toPlate.countryCode, answer.toPlate.plate)}>
                  {t('move.openTarget', { plate: answer.toPlate.plate })}
                </Link>
              </>
            ),
          );
        }}
      >
        <fieldset className="passage-choice">
          <legend>{t('move.passages')}</legend>
          {passages.map((passage) => (
            <label key={passage.passageId} className="check">
              <input
                type="checkbox"
                checked={chosen.has(passage.passageId)}
                onChange={(event) => toggle(passage.passageId, event.target.checked)}
              />
              <span>
                {formatDateTime(language, passage.passedAt)} · {passage.gantry} ({passage.direction}
                )
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-plate`}>{t('move.toPlate')}</label>
          <input
            id={`${id}-plate`}
            required
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            value={toPlate}
            onChange={(event) => setToPlate(event.target.value)}
          />
        </div>
        <div className="field country-field">
          <label htmlFor={`${id}-country`}>{t('move.toCountry')}</label>
          <input
            id={`${id}-country`}
            required
            maxLength={2}
            pattern="[A-Za-z]{2}"
            autoComplete="off"
            value={toCountry}
            onChange={(event) => setToCountry(event.target.value)}
          />
        </div>
      </ActionForm>
    </Dialog>
  );
}
