import type { SmartformField as Field } from '@portico/contract';
import { FormField } from '../../../components/form-field.tsx';
import fieldStyles from '../../../components/form-field.module.css';
import { useTranslation } from '../../../lib/i18n.ts';

interface SmartformFieldProps {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** One field of a smartform, by its type: text, textarea, plate, date or select. */
export function SmartformField({ field, value, onChange, error }: SmartformFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={field.label} required={field.required} error={error}>
      {(wiring) => {
        if (field.type === 'textarea') {
          return (
            <textarea
              {...wiring}
              className={fieldStyles.input}
              value={value}
              maxLength={field.maxLength}
              rows={4}
              onChange={(event) => onChange(event.target.value)}
            />
          );
        }
        if (field.type === 'select') {
          return (
            <select
              {...wiring}
              className={fieldStyles.input}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            >
              <option value="">{t('help.chatbot.choose')}</option>
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        }
        return (
          <input
            {...wiring}
            className={fieldStyles.input}
            type={field.type === 'date' ? 'date' : 'text'}
            value={value}
            maxLength={field.maxLength}
            autoCapitalize={field.type === 'plate' ? 'characters' : undefined}
            spellCheck={field.type === 'plate' ? false : undefined}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FormField>
  );
}
