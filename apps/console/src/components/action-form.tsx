import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import type { ErrorMessageKey } from '../lib/error-message.ts';
import { useI18n } from '../lib/i18n.tsx';
import { ReasonField, reasonIsValid } from './reason-field.tsx';

/**
 * The frame of every support action's dialog: the action's own fields, the required reason, the
 * error of the last try, the submit and cancel buttons. `act` gets the trimmed reason and
 * resolves to the error to show, or null (the page closes the dialog).
 */
export function ActionForm({
  submitLabel,
  act,
  onClose,
  children,
}: {
  submitLabel: string;
  act: (reason: string) => Promise<ErrorMessageKey | 'action.reasonInvalid' | null>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ErrorMessageKey | 'action.reasonInvalid' | null>(null);
  const [working, setWorking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reasonIsValid(reason)) {
      setError('action.reasonInvalid');
      return;
    }
    setWorking(true);
    setError(null);
    const outcome = await act(reason.trim());
    setWorking(false);
    setError(outcome);
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      {children}
      <ReasonField value={reason} onChange={setReason} />
      <ErrorAlert message={error ? t(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={working}>
          {submitLabel}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
      </div>
    </form>
  );
}
