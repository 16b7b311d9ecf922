import { useId, useState } from 'react';
import {
  type BusinessPayerField,
  type BusinessPayerInput,
  businessPayerCheck,
  companyNameMaxLength,
  vatNumberInputMaxLength,
} from '@portico/contract';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './payment.module.css';

interface CompanyFieldsProps {
  value: BusinessPayerInput | undefined;
  /** undefined: the receipt names no company (the box is unticked). */
  onChange: (value: BusinessPayerInput | undefined) => void;
}

/**
 * Issue 26 item 9: a business payer (a fleet card's holder, above all) asks for a receipt in the
 * company's name before paying, so the receipt e-mailed at once and every PDF name it. Both
 * fields are optional; the contract's check runs when a field is left and again on the server.
 * Kept apart from the billing and fleet-card forms, which only pass the value on.
 */
export function CompanyFields({ value, onChange }: CompanyFieldsProps) {
  const { t } = useTranslation();
  const boxId = useId();
  const [problem, setProblem] = useState<{ field: BusinessPayerField; code: string } | null>(null);
  const enabled = value !== undefined;
  const check = () => {
    const result = businessPayerCheck(value);
    setProblem(result.ok ? null : { field: result.field, code: result.code });
  };
  const errorOf = (field: BusinessPayerField) =>
    problem?.field === field ? t(errorMessageKey(problem.code)) : null;

  return (
    <fieldset className={styles.company}>
      <legend className={styles.companyLegend}>{t('payment.company.legend')}</legend>
      <div className={styles.companyToggle}>
        <input
          id={boxId}
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setProblem(null);
            onChange(event.target.checked ? { companyName: '', vatNumber: '' } : undefined);
          }}
        />
        <label htmlFor={boxId}>{t('payment.company.toggle')}</label>
      </div>
      {enabled ? (
        <>
          <TextField
            label={t('payment.company.name')}
            value={value.companyName ?? ''}
            onChange={(companyName) => onChange({ ...value, companyName })}
            onBlur={check}
            error={errorOf('companyName')}
            required={false}
            autoComplete="organization"
            maxLength={companyNameMaxLength}
          />
          <TextField
            label={t('payment.company.vatNumber')}
            hint={t('payment.company.vatHint')}
            value={value.vatNumber ?? ''}
            onChange={(vatNumber) => onChange({ ...value, vatNumber })}
            onBlur={check}
            error={errorOf('vatNumber')}
            required={false}
            autoComplete="off"
            maxLength={vatNumberInputMaxLength}
            spellCheck={false}
          />
        </>
      ) : null}
    </fieldset>
  );
}
