import type { TimelineTrip } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { cancelJourney } from '../api/cancel-journey.ts';
import { ActionForm } from '../../../components/action-form.tsx';
import type { SupportChange } from './support-change.ts';

/** Cancels a trip read in error: it is no longer due, and stays for the staff as cancelled. */
export function CancelTripDialog({
  trip,
  onClose,
  change,
}: {
  trip: TimelineTrip;
  onClose: () => void;
  change: SupportChange;
}) {
  const { language, t } = useI18n();
  return (
    <Dialog open title={t('cancelTrip.title', { id: String(trip.id) })} onDismiss={onClose}>
      <ActionForm
        submitLabel={t('cancelTrip.submit')}
        onClose={onClose}
        act={(reason) =>
          change(
            () => cancelJourney(language, trip.id, reason),
            (answer) => t('cancelTrip.done', { id: answer.id }),
          )
        }
      >
        <p>{t('cancelTrip.text')}</p>
      </ActionForm>
    </Dialog>
  );
}
