import { useId, type ReactNode } from 'react';
import fieldStyles from './form-field.module.css';

/** What the frame's input (or input group) carries to be named, described and marked by it. */
export interface FieldInputWiring {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** A red asterisk on the label and aria-required on the input. */
  required: boolean;
  /** The input's id; generated when the caller needs none of its own (an error summary's link). */
  id?: string;
  hint?: string;
  /** The input's own finding (e.g. a malformed e-mail), shown first. */
  problem?: string | null;
  /** A text of the form's (e.g. the server's answer), shown under the problem. */
  error?: string | null;
  /** The input, spread with the wiring: `{(wiring) => <input {...wiring} ... />}`. */
  children: (wiring: FieldInputWiring) => ReactNode;
}

/**
 * The frame of every text-like field (e-mail, password, account and payment texts): the label
 * with its red asterisk, the hint, the input, then its problem and error texts, whose ids
 * (`<id>-hint`, `-problem`, `-error`) describe the input and mark it invalid while they show.
 * One place, so that every form names and describes its fields the same way for screen readers.
 */
export function FormField({
  label,
  required,
  id,
  hint,
  problem = null,
  error = null,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: inputId,
        'aria-required': required || undefined,
        'aria-invalid': problem || error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {problem ? (
        <p id={problemId} className={fieldStyles.error}>
          {problem}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
