import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { useAuditPeople } from '../api/get-audit-people.ts';
import type { AuditFilterField, AuditFilterValues } from '../utils/audit-filters.ts';

/** The audit log's filters; applied when the form is sent (they become the page's address). */
export function AuditFiltersForm({
  values: applied,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const people = useAuditPeople();
  const [values, setValues] = useState(applied);
  const set = (field: AuditFilterField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }

  const text = (field: AuditFilterField, hint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{t(`audit.filter.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        value={values[field]}
        onChange={set(field)}
        aria-describedby={hint ? `${id}-${field}-hint` : undefined}
        // A target id means nothing without its type (the API refuses it).
        required={field === 'targetType' && values.targetId.trim() !== ''}
      />
      {hint ? (
        <span id={`${id}-${field}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
    </div>
  );

  return (
    <form className="audit-filters" onSubmit={submit} aria-label={t('audit.filters')}>
      <div className="field">
        <label htmlFor={`${id}-staffId`}>{t('audit.filter.staffId')}</label>
        <select id={`${id}-staffId`} value={values.staffId} onChange={set('staffId')}>
          <option value="">{t('audit.everyone')}</option>
          {people.data?.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      {text('action', t('audit.actionHint'))}
      {text('targetType')}
      {text('targetId')}
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('audit.filter.from')}</label>
        <input id={`${id}-from`} type="date" value={values.from} onChange={set('from')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('audit.filter.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={set('to')}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button">
          {t('audit.apply')}
        </button>
      </div>
    </form>
  );
}
