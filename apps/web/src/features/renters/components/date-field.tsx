import { useId } from 'react';
import styles from './renters.module.css';

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  required?: boolean;
  min?: string;
  error?: string | null;
}

/** A day, with the browser's own date picker (yyyy-mm-dd), its label and error tied to it. */
export function DateField({
  label,
  value,
  onChange,
  required = false,
  min,
  error,
}: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
