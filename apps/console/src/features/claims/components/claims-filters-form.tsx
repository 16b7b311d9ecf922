import { useId, useState, type FormEvent } from 'react';
import { claimsQueueStatuses, protestTypes } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import type { QueueFilterField, QueueFilterValues } from '../utils/queue-filters.ts';

/** The queue's filters; applied when the form is sent (they become the page's address). */
export function ClaimsFiltersForm({
  values: applied,
  onApply,
}: {
  values: QueueFilterValues;
  onApply: (values: QueueFilterValues) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [values, setValues] = useState(applied);
  const set = (field: QueueFilterField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }

  return (
    <form className="audit-filters" onSubmit={submit} aria-label={t('claims.filters')}>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('claims.filter.status')}</label>
        <select id={`${id}-status`} value={values.status || 'OPEN'} onChange={set('status')}>
          {claimsQueueStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`claims.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('claims.filter.type')}</label>
        <select id={`${id}-type`} value={values.type} onChange={set('type')}>
          <option value="">{t('claims.anyType')}</option>
          {protestTypes.map((type) => (
            <option key={type} value={type}>
              {t(`claims.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('claims.filter.reason')}</label>
        <input
          id={`${id}-reason`}
          value={values.reason}
          onChange={set('reason')}
          pattern="[A-Za-z0-9_\-]{1,64}"
          aria-describedby={`${id}-reason-hint`}
        />
        <span id={`${id}-reason-hint`} className="hint">
          {t('claims.reasonHint')}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-plate`}>{t('claims.filter.plate')}</label>
        <input
          id={`${id}-plate`}
          value={values.plate}
          onChange={set('plate')}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-minAgeDays`}>{t('claims.filter.minAgeDays')}</label>
        <input
          id={`${id}-minAgeDays`}
          type="number"
          inputMode="numeric"
          min={0}
          max={3650}
          value={values.minAgeDays}
          onChange={set('minAgeDays')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-order`}>{t('claims.filter.order')}</label>
        <select id={`${id}-order`} value={values.order || 'oldest'} onChange={set('order')}>
          <option value="oldest">{t('claims.order.oldest')}</option>
          <option value="newest">{t('claims.order.newest')}</option>
        </select>
      </div>
      <div className="actions">
        <button type="submit" className="button">
          {t('claims.apply')}
        </button>
      </div>
    </form>
  );
}
