import { useId, useState, type FormEvent } from 'react';
import { defaultPlateCountry, plateCountryCodes, type PlateCountryCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useAddFleetPlate } from '../api/fleet-plates.ts';
import {
  checkAddPlate,
  type AddPlateProblems,
  type AddPlateValues,
} from '../utils/add-plate-check.ts';
import { today } from '../utils/days.ts';
import { DateField } from './date-field.tsx';
import { ServerError } from './server-error.tsx';
import styles from './renters.module.css';

/** "Aggiungi un veicolo": country, plate, the day it joins the fleet and, if known, the day it leaves. */
export function AddPlateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countryId = useId();
  const add = useAddFleetPlate();
  const [values, setValues] = useState<AddPlateValues>({
    countryCode: defaultPlateCountry,
    numberPlate: '',
    start: today(),
    end: '',
  });
  const [problems, setProblems] = useState<AddPlateProblems>({});
  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  const edit = (field: keyof AddPlateValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
    add.reset();
  };
  const problem = (field: keyof AddPlateValues) => {
    const key = problems[field];
    return key ? t(key) : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const checked = checkAddPlate(values);
    if (!checked.ok) return setProblems(checked.problems);
    add.mutate(checked.body, { onSuccess: onClose });
  };

  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={t('renters.vehicles.add.title')}
      description={t('renters.vehicles.add.text')}
    >
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <div className={styles.filter}>
          <label htmlFor={countryId}>{t('renters.vehicles.country')}</label>
          <select
            id={countryId}
            value={values.countryCode}
            onChange={(event) => edit('countryCode')(event.target.value as PlateCountryCode)}
          >
            {plateCountryCodes.map((code) => (
              <option key={code} value={code}>
                {regionNames.of(code) ?? code}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('renters.vehicles.plate')}
          value={values.numberPlate}
          onChange={edit('numberPlate')}
          autoComplete="off"
          maxLength={20}
          spellCheck={false}
          error={problem('numberPlate')}
        />
        <DateField
          label={t('renters.vehicles.start')}
          value={values.start}
          onChange={edit('start')}
          required
          error={problem('start')}
        />
        <DateField
          label={t('renters.vehicles.endOptional')}
          value={values.end}
          min={values.start}
          onChange={edit('end')}
          error={problem('end')}
        />
        <ServerError error={add.error} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} track="fleet-add-cancel">
            {t('renters.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} track="fleet-add-confirm">
            {t('renters.vehicles.add.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
