import { useId, useState, type FormEvent } from 'react';
import type { Language } from '@portico/contract';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { inviteRenter } from '../api/companies.ts';

const empty = { email: '', firstName: '', lastName: '' };

/** Invites a user of the company: they get the e-mail with their code and link, in their language. */
export function InviteForm({ code, onInvited }: { code: string; onInvited: () => void }) {
  const { language, t } = useI18n();
  const id = useId();
  const [fields, setFields] = useState(empty);
  const [mailLanguage, setMailLanguage] = useState<Language>(language);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const field = (name: keyof typeof empty, label: string, extra: object = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        required
        maxLength={name === 'email' ? 100 : 50}
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
    setDone(null);
    const body = {
      email: fields.email.trim(),
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      language: mailLanguage,
    };
    try {
      const invited = await inviteRenter(language, code, body);
      setDone(
        t(invited.codeSent ? 'renters.invited' : 'renters.invitedAgain', { email: body.email }),
      );
      setFields(empty);
      onInvited();
    } catch (failure) {
      setError(failure);
    } finally {
      setWorking(false);
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      {field('email', t('renters.email'), { type: 'email' })}
      {field('firstName', t('renters.firstName'))}
      {field('lastName', t('renters.lastName'))}
      <LanguageSelect
        className="field"
        label={t('renters.mailLanguage')}
        value={mailLanguage}
        onChange={setMailLanguage}
      />
      <ErrorAlert message={error ? t(errorMessageKey(error)) : null} />
      <p role="status">{done ?? ''}</p>
      <button type="submit" className="button" disabled={working}>
        {t('renters.invite')}
      </button>
    </form>
  );
}
