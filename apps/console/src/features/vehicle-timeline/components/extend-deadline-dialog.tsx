import { useId, useState } from 'react';
import { maxDeadlineExtensionDays, type TimelineTrip } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { extendDeadline } from '../api/extend-deadline.ts';
import { instantOfInput, localInputValue, proposedDeadline } from '../utils/deadline-input.ts';
import { ActionForm } from '../../../components/action-form.tsx';
import type { SupportChange } from './support-change.ts';

/** Grants a trip more time: a new deadline, at most 60 days after the current one. */
export function ExtendDeadlineDialog({
  trip,
  onClose,
  change,
}: {
  trip: TimelineTrip;
  onClose: () => void;
  change: SupportChange;
}) {
  const { language, t } = useI18n();
  const id = useId();
  const [until, setUntil] = useState(() =>
    localInputValue(proposedDeadline(trip.deadline, new Date())),
  );
  return (
    <Dialog open title={t('deadline.title', { id: String(trip.id) })} onDismiss={onClose}>
      <ActionForm
        submitLabel={t('deadline.submit')}
        onClose={onClose}
        act={async (reason) => {
          const instant = instantOfInput(until);
          if (!instant) return 'errors.deadline_extension_invalid';
          return change(
            () => extendDeadline(language, trip.id, { until: instant, reason }),
            (answer) =>
              t('deadline.done', {
                id: answer.id,
                deadline: answer.deadline ? formatDateTime(language, answer.deadline) : '',
              }),
          );
        }}
      >
        <p>
          {t('deadline.current', { deadline: formatDateTime(language, trip.deadline) })}{' '}
          {t('deadline.limit', { days: String(maxDeadlineExtensionDays) })}
        </p>
        <div className="field">
          <label htmlFor={id}>{t('deadline.until')}</label>
          <input
            id={id}
            type="datetime-local"
            required
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
      </ActionForm>
    </Dialog>
  );
}
