import {
  emptyLocalized,
  type MissingTranslation,
  type SmartformFieldDraft,
  smartformFieldMaxLength,
  type SmartformFieldType,
  smartformFieldTypes,
  smartformOptionsMax,
} from '@portico/contract';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import { moveItem } from '../utils/move-item.ts';
import { freshName } from '../utils/fresh-name.ts';
import { AddButton } from './add-button.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { RowActions } from './row-actions.tsx';

/**
 * One field of a smartform: its label in five languages, its type, whether it is required, its
 * longest answer, and a list's choices (added, moved, removed). Names and values are made by the
 * console (`field-2`, `choice-3`): the operator reads the answers by their labels.
 */
export function SmartformFieldRow({
  field,
  index,
  count,
  at,
  missing,
  onChange,
  onMove,
  onRemove,
}: {
  field: SmartformFieldDraft;
  index: number;
  count: number;
  /** The field's path in the document (`nodes.3.form.fields.0`), for what publishing found. */
  at: string;
  missing: readonly MissingTranslation[];
  onChange: (field: SmartformFieldDraft) => void;
  onMove: (offset: number) => void;
  onRemove: () => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  const position = String(index + 1);
  const name = field.label[language].trim() || t('helpEditors.form.field', { position });
  const setOptions = (options: SmartformFieldDraft['options']) => onChange({ ...field, options });
  return (
    <li className="list-row">
      <LocalizedFields
        legend={t('helpEditors.form.fieldLabel', { position })}
        value={field.label}
        missing={missingIn(missing, `${at}.label`)}
        onChange={(label) => onChange({ ...field, label })}
      />
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('helpEditors.form.type')}</label>
        <select
          id={`${id}-type`}
          value={field.type}
          onChange={(event) => {
            const type = event.target.value as SmartformFieldType;
            onChange({ ...field, type, options: type === 'select' ? field.options : [] });
          }}
        >
          {smartformFieldTypes.map((type) => (
            <option key={type} value={type}>
              {t(`helpEditors.form.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-max`}>{t('helpEditors.form.maxLength')}</label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={1}
          max={smartformFieldMaxLength}
          value={field.maxLength}
          onChange={(event) => {
            const value = Math.round(Number(event.target.value));
            const maxLength = Math.min(Math.max(value || 1, 1), smartformFieldMaxLength);
            onChange({ ...field, maxLength });
          }}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={field.required}
          onChange={(event) => onChange({ ...field, required: event.target.checked })}
        />
        {t('helpEditors.form.required')}
      </label>
      {field.type === 'select' ? (
        <fieldset className="stack">
          <legend>{t('helpEditors.form.options', { name })}</legend>
          {field.options.length === 0 ? (
            <p className="field-error">{t('helpEditors.form.noOptions')}</p>
          ) : null}
          <ol className="ordered-list">
            {field.options.map((option, optionIndex) => {
              const optionPosition = String(optionIndex + 1);
              return (
                <li key={option.value} className="list-row">
                  <LocalizedFields
                    legend={t('helpEditors.form.optionLabel', { position: optionPosition })}
                    value={option.label}
                    missing={missingIn(missing, `${at}.options.${optionIndex}.label`)}
                    onChange={(label) =>
                      setOptions(
                        field.options.map((old, i) =>
                          i === optionIndex ? { ...old, label } : old,
                        ),
                      )
                    }
                  />
                  <RowActions
                    name={
                      option.label[language].trim() ||
                      t('helpEditors.form.option', { position: optionPosition })
                    }
                    index={optionIndex}
                    count={field.options.length}
                    onMove={(offset) => setOptions(moveItem(field.options, optionIndex, offset))}
                    onRemove={() => setOptions(field.options.filter((_, i) => i !== optionIndex))}
                  />
                </li>
              );
            })}
          </ol>
          <AddButton
            label={t('helpEditors.form.addOption', { name })}
            disabled={field.options.length >= smartformOptionsMax}
            onAdd={() =>
              setOptions([
                ...field.options,
                {
                  value: freshName(
                    'choice',
                    field.options.map(({ value }) => value),
                  ),
                  label: emptyLocalized(),
                },
              ])
            }
          />
        </fieldset>
      ) : null}
      <RowActions name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}
