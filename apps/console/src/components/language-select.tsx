import { useId } from 'react';
import { isLanguage, type Language, languages } from '@portico/contract';
import { useI18n } from '../lib/i18n.tsx';

/** A choice among the five languages, each named in the console's language. */
export function LanguageSelect({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: Language;
  onChange: (language: Language) => void;
  className: string;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
