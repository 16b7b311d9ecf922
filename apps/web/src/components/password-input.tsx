import { useState } from 'react';
import { passwordMaxLength } from '@portico/contract';
import { useTranslation } from '../lib/i18n.ts';
import { FormField } from './form-field.tsx';
import type { SelfCheckingInputProps } from './self-checking-input-props.ts';
import styles from './password-input.module.css';

export interface PasswordInputProps extends SelfCheckingInputProps {
  /** Which password the browser offers: the saved one (login) or a new one (register, change). */
  autoComplete: 'current-password' | 'new-password';
}

/**
 * Spec 000 sections 2, 4 and 5, the shared password input: a password field with a toggle that
 * shows or hides what is typed, "Password obbligatoria" only when the parent asks for mandatory
 * errors, and an external error text. Errors mark the input invalid and describe it. The toggle
 * keeps one name and says its state with aria-pressed (a name that changed too would announce the
 * state twice, contradictorily); its tooltip says what a press does. Use inside react-hook-form
 * like EmailInput: `<Controller render={({ field }) => <PasswordInput {...field} ... />} />`.
 */
export function PasswordInput({
  autoComplete,
  value,
  onChange,
  onBlur,
  name,
  ref,
  disabled,
  required = false,
  showMandatoryErrors = false,
  ...frame
}: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const missing = required && showMandatoryErrors && value === '';

  return (
    <FormField
      {...frame}
      required={required}
      problem={missing ? t('errors.password_mandatory') : null}
    >
      {(wiring) => (
        <div className={styles.box}>
          <input
            {...wiring}
            ref={ref}
            name={name}
            type={visible ? 'text' : 'password'}
            className={styles.input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={passwordMaxLength}
            disabled={disabled}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={wiring.id}
            aria-pressed={visible}
            aria-label={t('common.showPassword')}
            title={t(visible ? 'common.hidePassword' : 'common.showPassword')}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </FormField>
  );
}

/** An eye, crossed out while the password shows (a press hides it again). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
