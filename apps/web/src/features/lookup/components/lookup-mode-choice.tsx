import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './lookup-form.module.css';
import fieldStyles from '../../../components/form-field.module.css';
import type { LookupMode } from '../utils/lookup-check.ts';

const modes: readonly LookupMode[] = ['plate', 'case'];

interface LookupModeChoiceProps {
  value: LookupMode;
  onChange: (mode: LookupMode) => void;
}

/** Plate or case number: native radios, so arrows move between them as everywhere else. */
export function LookupModeChoice({ value, onChange }: LookupModeChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.modes}>
      <legend className={fieldStyles.label}>{t('lookup.mode.legend')}</legend>
      {modes.map((mode) => (
        <label key={mode} className={styles.mode}>
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
          />
          {t(`lookup.mode.${mode}`)}
        </label>
      ))}
    </fieldset>
  );
}
