import { useState, type FormEvent } from 'react';
import type { FleetPlate } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCloseFleetPlate } from '../api/fleet-plates.ts';
import { dayOfInstant, instantOfDay, isDay, today } from '../utils/days.ts';
import { DateField } from './date-field.tsx';
import { ServerError } from './server-error.tsx';
import styles from './renters.module.css';

interface ClosePlateDialogProps {
  plate: FleetPlate;
  onClose: () => void;
}

/**
 * The closure of a vehicle (spec 000: closure dates): the day it leaves the fleet, not before it
 * joined (the server also refuses a closed past with invalid_date_range).
 */
export function ClosePlateDialog({ plate, onClose }: ClosePlateDialogProps) {
  const { t } = useTranslation();
  const close = useCloseFleetPlate();
  const start = dayOfInstant(plate.validityStartDate);
  const [end, setEnd] = useState(today() < start ? start : today());
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (close.isPending) return;
    if (!isDay(end)) return setProblem(t('renters.vehicles.dateRequired'));
    if (end < start) return setProblem(t('errors.invalid_date_range'));
    close.mutate(
      { id: plate.id, body: { validityEndDate: instantOfDay(end) } },
      { onSuccess: onClose },
    );
  };

  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={t('renters.vehicles.close.title')}
      description={t('renters.vehicles.close.text', { plate: plate.numberPlate })}
    >
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <DateField
          label={t('renters.vehicles.end')}
          value={end}
          min={start}
          required
          onChange={(day) => {
            setEnd(day);
            setProblem(null);
            close.reset();
          }}
          error={problem}
        />
        <ServerError error={close.error} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} track="fleet-close-cancel">
            {t('renters.cancel')}
          </Button>
          <Button type="submit" loading={close.isPending} track="fleet-close-confirm">
            {t('renters.vehicles.close.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
