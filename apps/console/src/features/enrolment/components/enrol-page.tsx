import { useState, type FormEvent } from 'react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { createPasskey } from '@portico/passkeys-browser/ceremonies';
import { enrol } from '../api/enrol.ts';
import { getEnrolmentOptions } from '../api/get-enrolment-options.ts';
import { enrolmentTokenOf } from '../utils/enrolment-token.ts';

/** The longest passkey name the server keeps (the contract's staffEnrolBodySchema). */
const labelMaxLength = 60;

/**
 * `/operator/enrol#token=...`: the invited person names their first passkey and makes it. On
 * success the secret leaves the address bar and history, and the console opens signed in.
 */
export function EnrolPage() {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const [token] = useState(() => enrolmentTokenOf(window.location.hash));
  const [label, setLabel] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<ErrorMessageKey | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = label.trim();
    if (!token || name === '' || working) return;
    setWorking(true);
    setError(null);
    try {
      const options = await getEnrolmentOptions(language, token);
      const credential = await createPasskey(options);
      await enrol(language, { token, label: name, credential });
      window.history.replaceState(window.history.state, '', window.location.pathname);
      await navigate('/', { replace: true });
    } catch (failure) {
      setError(errorMessageKey(failure));
      setWorking(false);
    }
  }

  return (
    <>
      <PageHeading>{t('enrol.title')}</PageHeading>
      {token ? (
        <>
          <p>{t('enrol.intro')}</p>
          <Form onSubmit={(event) => void submit(event)} className="stack">
            <TextField
              value={label}
              onChange={setLabel}
              isRequired
              maxLength={labelMaxLength}
              autoComplete="off"
              // Checked when the form is sent (native validation): never an error before typing.
              validate={(value) => (value.trim() === '' ? t('enrol.labelRequired') : null)}
              className="field"
            >
              <Label>{t('enrol.label')}</Label>
              <Input />
              <Text slot="description">{t('enrol.labelHint')}</Text>
              <FieldError />
            </TextField>
            {/* A native button: React Aria's pressables inject a <style> element the CSP refuses. */}
            <button type="submit" disabled={working} className="button">
              {t('enrol.submit')}
            </button>
            <p role="status">{working ? t('enrol.working') : ''}</p>
          </Form>
          <ErrorAlert message={error ? t(error) : null} />
        </>
      ) : (
        <ErrorAlert message={t('enrol.noToken')} />
      )}
    </>
  );
}
