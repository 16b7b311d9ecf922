import {
  emptyLocalized,
  type MissingTranslation,
  type SmartformDraft,
  smartformFieldsMax,
} from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { freshName } from '../utils/fresh-name.ts';
import { missingIn } from '../utils/missing-in.ts';
import { moveItem } from '../utils/move-item.ts';
import { AddButton } from './add-button.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { SmartformFieldRow } from './smartform-field-row.tsx';

/**
 * The form an ACTION step opens: its title, its fields in order (the visitor's e-mail address
 * and message are always asked, after them), and whether files may or must be attached.
 */
export function SmartformFields({
  form,
  at,
  name,
  missing,
  onChange,
}: {
  form: SmartformDraft;
  /** The form's path in the document (`nodes.3.form`). */
  at: string;
  /** The step's name, for the legend. */
  name: string;
  missing: readonly MissingTranslation[];
  onChange: (form: SmartformDraft) => void;
}) {
  const { t } = useI18n();
  const setFields = (fields: SmartformDraft['fields']) => onChange({ ...form, fields });
  const attachments = form.attachments;
  return (
    <fieldset className="stack">
      <legend>{t('helpEditors.form.legend', { name })}</legend>
      <LocalizedFields
        legend={t('helpEditors.form.title')}
        value={form.title}
        missing={missingIn(missing, `${at}.title`)}
        onChange={(title) => onChange({ ...form, title })}
      />
      <p className="hint">{t('helpEditors.form.fieldsHint')}</p>
      <ol className="ordered-list">
        {form.fields.map((field, index) => (
          <SmartformFieldRow
            key={field.name}
            field={field}
            index={index}
            count={form.fields.length}
            at={`${at}.fields.${index}`}
            missing={missing}
            onChange={(next) => setFields(form.fields.map((old, i) => (i === index ? next : old)))}
            onMove={(offset) => setFields(moveItem(form.fields, index, offset))}
            onRemove={() => setFields(form.fields.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <AddButton
        label={t('helpEditors.form.addField')}
        disabled={form.fields.length >= smartformFieldsMax}
        onAdd={() =>
          setFields([
            ...form.fields,
            {
              name: freshName(
                'field',
                form.fields.map(({ name: taken }) => taken),
              ),
              label: emptyLocalized(),
              type: 'text',
              required: false,
              maxLength: 200,
              options: [],
            },
          ])
        }
      />
      <label className="check">
        <input
          type="checkbox"
          checked={attachments.allowed}
          onChange={(event) =>
            onChange({
              ...form,
              // Files cannot be required once they are not allowed.
              attachments: {
                allowed: event.target.checked,
                mandatory: event.target.checked && attachments.mandatory,
              },
            })
          }
        />
        {t('helpEditors.form.attachmentsAllowed')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={attachments.mandatory}
          disabled={!attachments.allowed}
          onChange={(event) =>
            onChange({ ...form, attachments: { allowed: true, mandatory: event.target.checked } })
          }
        />
        {t('helpEditors.form.attachmentsMandatory')}
      </label>
    </fieldset>
  );
}
