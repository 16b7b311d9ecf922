import { useState } from 'react';
import type { StaffPasskey } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useFreshCheck } from '../../../components/fresh-check/use-fresh-check.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PasskeyDates } from '../../../components/passkey-dates.tsx';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { useMyPasskeys } from '../api/get-my-passkeys.ts';
import { removeMyPasskey } from '../api/remove-my-passkey.ts';

/**
 * `/operator/passkeys`: the person's own passkeys, any of which they may remove (a lost or
 * replaced device) except the last, which the server refuses: they would be locked out.
 */
export function MyPasskeysPage() {
  const { language, t } = useI18n();
  const { data, error: loadError, reload } = useMyPasskeys();
  const { withFreshCheck, freshCheckDialog } = useFreshCheck();
  const [removing, setRemoving] = useState<StaffPasskey | null>(null);
  const [working, setWorking] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const { target: statusRef, arm: focusStatusIfLost } =
    useFocusFallback<HTMLParagraphElement>(data);

  async function remove(passkey: StaffPasskey) {
    setWorking(true);
    setError(null);
    try {
      await withFreshCheck(() => removeMyPasskey(language, passkey.id));
      setRemoving(null);
      setNotice(t('passkey.removed', { label: passkey.label }));
      focusStatusIfLost();
      reload();
    } catch (failure) {
      setError(errorMessageKey(failure));
    }
    setWorking(false);
  }

  function close() {
    setRemoving(null);
    setError(null);
  }

  return (
    <>
      <PageHeading>{t('myPasskeys.title')}</PageHeading>
      <p>{t('myPasskeys.intro')}</p>
      <p role="status" ref={statusRef} tabIndex={-1}>
        {notice}
      </p>
      <ErrorAlert message={loadError ? t(errorMessageKey(loadError)) : null} />
      {data ? (
        <ul className="passkey-list">
          {data.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span className="passkey-label">{passkey.label}</span>
              <PasskeyDates passkey={passkey} />
              <button
                type="button"
                className="button secondary"
                aria-label={t('passkey.removeNamed', { label: passkey.label })}
                onClick={() => {
                  setNotice('');
                  setRemoving(passkey);
                }}
              >
                {t('passkey.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : loadError ? null : (
        <Loading />
      )}
      <Dialog open={removing !== null} title={t('passkey.removeTitle')} onDismiss={close}>
        <p>{t('myPasskeys.removeText', { label: removing?.label ?? '' })}</p>
        <ErrorAlert message={error ? t(error) : null} />
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={working}
            onClick={() => {
              if (removing) void remove(removing);
            }}
          >
            {t('passkey.remove')}
          </button>
          <button type="button" className="button secondary" onClick={close}>
            {t('dialog.cancel')}
          </button>
        </div>
      </Dialog>
      {freshCheckDialog}
    </>
  );
}
