import { useId } from 'react';
import { useI18n } from '../lib/i18n.tsx';

/** The bounds of an action's reason, as the contract's supportReasonSchema has them. */
export const reasonMinLength = 3;
export const reasonMaxLength = 500;

/** Whether a reason may be sent: 3 to 500 characters once trimmed. */
export function reasonIsValid(reason: string): boolean {
  const length = reason.trim().length;
  return length >= reasonMinLength && length <= reasonMaxLength;
}

/** Why the agent acts: required, kept in the audit log with the change. */
export function ReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="field wide">
      <label htmlFor={id}>{t('action.reason')}</label>
      <textarea
        id={id}
        required
        minLength={reasonMinLength}
        maxLength={reasonMaxLength}
        rows={3}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="hint">
        {t('action.reasonHint')}
      </span>
    </div>
  );
}
