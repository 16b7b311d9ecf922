import { useId } from 'react';
import { gateCodes, gateText } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePrepaymentsPage } from '../api/get-prepayments-page.ts';
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

/**
 * An entry or exit gate: a native select, which every keyboard and screen reader knows. Each
 * gate reads as the road names it in the page's language ("Deux-Chaises (34)"), from the page
 * data; a gate the road gives no name keeps its number.
 */
export function GateSelect({ label, value, onChange, gates = roadOrderGates }: GateSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const { data: page } = usePrepaymentsPage();
  const named = new Map((page?.gates ?? []).map((gate) => [gate.id, gate]));
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
            {gateText(named.get(gate) ?? { label: gate })}
          </option>
        ))}
      </select>
    </div>
  );
}
