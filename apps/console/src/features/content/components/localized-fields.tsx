import { contentLabelMaxLength, type DraftLocalized, languages } from '@portico/contract';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * One text in the five languages, side by side on a desk and stacked on a phone (CSS grid), each
 * input marked with its language so screen readers and spell-checkers read it as such.
 */
export function LocalizedFields({
  legend,
  hint,
  value,
  placeholders,
  missing,
  onChange,
  max = contentLabelMaxLength,
  rows = 2,
}: {
  legend: string;
  hint?: string;
  value: DraftLocalized;
  /** What visitors read while a field is empty (a tile's standard words), shown in it. */
  placeholders?: DraftLocalized;
  /** Languages publishing found empty: marked invalid. */
  missing: readonly string[];
  onChange: (value: DraftLocalized) => void;
  /** The longest text (a label's by default; a body's for an article or a page's text). */
  max?: number;
  rows?: number;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <fieldset className="localized-fields" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <div className="localized-grid">
        {languages.map((language) => (
          <div className="field" key={language}>
            <label htmlFor={`${id}-${language}`}>{t(`languages.${language}`)}</label>
            <textarea
              id={`${id}-${language}`}
              lang={language}
              rows={rows}
              maxLength={max}
              value={value[language]}
              placeholder={placeholders?.[language]}
              aria-invalid={missing.includes(language) || undefined}
              onChange={(event) => onChange({ ...value, [language]: event.target.value })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
