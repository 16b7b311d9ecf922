import { useState } from 'react';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/error-message.ts';
import { checkPasskeyAgain } from '../../lib/check-passkey-again.ts';
import { confirmWithProvider } from '../../lib/confirm-with-provider.ts';
import { FreshCheckOtherPersonError } from '../../lib/fresh-check.ts';
import { getFreshCheckWays } from '../../lib/fresh-check-ways.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { Dialog } from '../dialog.tsx';
import { ErrorAlert } from '../error-alert.tsx';

interface FreshCheckProps {
  onConfirmed: () => void;
  /** Another person's passkey answered: nothing more is tried, the page says why. */
  onOtherPerson: (refusal: FreshCheckOtherPersonError) => void;
  onCancel: () => void;
}

/**
 * Asks the person to confirm a change with their passkey, or through their identity provider
 * when it opened their session (issue 28 items 2 and 3); a failed try may be made again.
 */
export function FreshCheckDialog({ open, ...props }: FreshCheckProps & { open: boolean }) {
  const { t } = useI18n();
  const [working, setWorking] = useState(false);
  const cancel = () => {
    if (!working) props.onCancel();
  };
  return (
    <Dialog open={open} title={t('freshCheck.title')} onDismiss={cancel}>
      <FreshCheckChoices {...props} working={working} setWorking={setWorking} onCancel={cancel} />
    </Dialog>
  );
}

/** The dialog's content, mounted each time it opens: the ways are asked for then. */
function FreshCheckChoices({
  onConfirmed,
  onOtherPerson,
  onCancel,
  working,
  setWorking,
}: FreshCheckProps & { working: boolean; setWorking: (working: boolean) => void }) {
  const { language, t } = useI18n();
  const ways = useApiData(getFreshCheckWays);
  const [error, setError] = useState<ErrorMessageKey | null>(null);

  async function attempt(check: () => Promise<void>, then: () => void) {
    setWorking(true);
    setError(null);
    try {
      await check();
      then();
    } catch (failure) {
      setWorking(false);
      if (failure instanceof FreshCheckOtherPersonError) onOtherPerson(failure);
      else setError(errorMessageKey(failure));
    }
  }

  const byPasskey = () =>
    attempt(
      () => checkPasskeyAgain(language),
      () => {
        setWorking(false);
        onConfirmed();
      },
    );
  // The browser leaves for the provider: the dialog stays busy until the page goes.
  const byProvider = () =>
    attempt(
      () => confirmWithProvider(language),
      () => undefined,
    );

  const known = ways.data;
  const loadError = ways.error ? errorMessageKey(ways.error) : null;
  const shownError = error ?? loadError;
  const status = working
    ? 'freshCheck.working'
    : !known && !loadError
      ? 'freshCheck.loading'
      : null;
  return (
    <>
      <p>{t('freshCheck.text')}</p>
      {known?.provider ? <p>{t('freshCheck.providerText', { provider: known.provider })}</p> : null}
      {known && !known.passkey && !known.provider ? <p>{t('freshCheck.noWay')}</p> : null}
      <ErrorAlert message={shownError ? t(shownError) : null} />
      <p role="status">{status ? t(status) : ''}</p>
      <div className="actions">
        {known?.passkey ? (
          <button
            type="button"
            className="button"
            disabled={working}
            onClick={() => void byPasskey()}
          >
            {t('freshCheck.confirm')}
          </button>
        ) : null}
        {known?.provider ? (
          <button
            type="button"
            className={known.passkey ? 'button secondary' : 'button'}
            disabled={working}
            onClick={() => void byProvider()}
          >
            {t('freshCheck.provider', { provider: known.provider })}
          </button>
        ) : null}
        <button type="button" className="button secondary" disabled={working} onClick={onCancel}>
          {t('freshCheck.cancel')}
        </button>
      </div>
    </>
  );
}
