import type { AlertHandoverResponse, AlertHandoverState } from '@portico/contract';
import { useTranslation, type MessageKey } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { AlertOutcome } from './alert-outcome.tsx';

type SettledState = Exclude<AlertHandoverState, 'OPEN'>;

/** What each settled request says: its title and sentence. */
const settledTexts: Readonly<Record<SettledState, { title: MessageKey; text: MessageKey }>> = {
  MOVED: { title: 'alerts.handover.moved.title', text: 'alerts.handover.moved.text' },
  KEPT: { title: 'alerts.handover.kept.title', text: 'alerts.handover.kept.text' },
  WITHDRAWN: { title: 'alerts.handover.withdrawn.title', text: 'alerts.handover.withdrawn.text' },
};

interface AlertHandoverOutcomeProps {
  handover: AlertHandoverResponse;
  /** The request's state, narrowed by the caller to a settled one. */
  state: SettledState;
  /** After a button: the heading takes the focus the buttons had. */
  takeFocus: boolean;
}

/** A request no longer open: moved, kept or withdrawn, and what that means for the alerts. */
export function AlertHandoverOutcome({ handover, state, takeFocus }: AlertHandoverOutcomeProps) {
  const { t } = useTranslation();
  const texts = settledTexts[state];
  return (
    <AlertOutcome tone="success" title={t(texts.title)} takeFocus={takeFocus}>
      <VehiclePlate plate={handover.numberPlate} countryCode={handover.countryCode} />
      <p>{t(texts.text, { requesterHiddenEmail: handover.requesterHiddenEmail })}</p>
      <Button href="/" track="alert-handover-home">
        {t('alerts.success.home')}
      </Button>
    </AlertOutcome>
  );
}

/** A link whose request is unknown or gone (404 alert_handover_invalid). */
export function InvalidHandoverLink({ takeFocus }: { takeFocus: boolean }) {
  const { t } = useTranslation();
  return (
    <AlertOutcome tone="error" title={t('alerts.handover.invalidTitle')} takeFocus={takeFocus}>
      <p>{t('errors.alert_handover_invalid')}</p>
      <Button href="/" track="alert-handover-invalid-home">
        {t('alerts.success.home')}
      </Button>
    </AlertOutcome>
  );
}
