import { useId, useState, type FormEvent } from 'react';
import type { OperatorCompany } from '@portico/contract';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { createCompany } from '../api/companies.ts';

/** A new company: its code, name, VAT number and address (the two last optional). */
export function CompanyForm({ onCreated }: { onCreated: (company: OperatorCompany) => void }) {
  const { language, t } = useI18n();
  const id = useId();
  const [fields, setFields] = useState({ code: '', name: '', vatNumber: '', address: '' });
  const [error, setError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  const field = (name: keyof typeof fields, label: string, extra: object = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        autoComplete="off"
        value={fields[name]}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
        {...extra}
      />
    </div>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setWorking(true);
    setError(null);
    try {
      const company = await createCompany(language, {
        code: fields.code.trim(),
        name: fields.name.trim(),
        ...(fields.vatNumber.trim() ? { vatNumber: fields.vatNumber.trim() } : {}),
        ...(fields.address.trim() ? { address: fields.address.trim() } : {}),
      });
      setFields({ code: '', name: '', vatNumber: '', address: '' });
      onCreated(company);
    } catch (failure) {
      setError(failure);
    } finally {
      setWorking(false);
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      {field('code', t('renters.code'), {
        required: true,
        maxLength: 50,
        pattern: '[A-Za-z0-9][A-Za-z0-9_.\\-]*',
        'aria-describedby': `${id}-code-hint`,
      })}
      <p id={`${id}-code-hint`} className="hint">
        {t('renters.codeHint')}
      </p>
      {field('name', t('renters.name'), { required: true, maxLength: 120 })}
      {field('vatNumber', t('renters.vatNumber'), { maxLength: 15 })}
      {field('address', t('renters.address'), { maxLength: 200 })}
      <ErrorAlert message={error ? t(errorMessageKey(error)) : null} />
      <button type="submit" className="button" disabled={working}>
        {t('renters.create')}
      </button>
    </form>
  );
}
