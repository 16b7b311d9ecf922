import { useId } from 'react';
import { gateCodes } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './prepayment-form.module.css';

/** The road's gates in road order as the issue lists them, RN79 first (Digoin) to A71. */
export const roadOrderGates = [...gateCodes].reverse();

interface GateSelectProps {
  label: string;
  value: string | null;
  onChange: (gate: string | null) => void;
  /** The gates offered, in road order; all of them unless a trip's direction restricts them. */
  gates?: readonly string[];
}

/** An entry or exit gate: a native select, which every keyboard and screen reader knows. */
export function GateSelect({ label, value, onChange, gates = roadOrderGates }: GateSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('prepayment.chooseGate')}</option>
        {gates.map((gate) => (
          <option key={gate} value={gate}>
            {gate}
          </option>
        ))}
      </select>
    </div>
  );
}
