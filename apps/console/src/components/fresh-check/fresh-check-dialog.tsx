import { useState } from 'react';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/error-message.ts';
import { checkPasskeyAgain } from '../../lib/check-passkey-again.ts';
import { FreshCheckOtherPersonError } from '../../lib/fresh-check.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Dialog } from '../dialog.tsx';
import { ErrorAlert } from '../error-alert.tsx';

/** Asks the person to confirm a change with their passkey; a failed ceremony may be tried again. */
export function FreshCheckDialog({
  open,
  onConfirmed,
  onOtherPerson,
  onCancel,
}: {
  open: boolean;
  onConfirmed: () => void;
  /** Another person's passkey answered: nothing more is tried, the page says why. */
  onOtherPerson: (refusal: FreshCheckOtherPersonError) => void;
  onCancel: () => void;
}) {
  const { language, t } = useI18n();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<ErrorMessageKey | null>(null);

  async function confirm() {
    setWorking(true);
    setError(null);
    try {
      await checkPasskeyAgain(language);
      setWorking(false);
      onConfirmed();
    } catch (failure) {
      setWorking(false);
      if (failure instanceof FreshCheckOtherPersonError) onOtherPerson(failure);
      else setError(errorMessageKey(failure));
    }
  }

  function cancel() {
    if (working) return;
    setError(null);
    onCancel();
  }

  return (
    <Dialog open={open} title={t('freshCheck.title')} onDismiss={cancel}>
      <p>{t('freshCheck.text')}</p>
      <ErrorAlert message={error ? t(error) : null} />
      <p role="status">{working ? t('freshCheck.working') : ''}</p>
      <div className="actions">
        <button type="button" className="button" disabled={working} onClick={() => void confirm()}>
          {t('freshCheck.confirm')}
        </button>
        <button type="button" className="button secondary" disabled={working} onClick={cancel}>
          {t('freshCheck.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
