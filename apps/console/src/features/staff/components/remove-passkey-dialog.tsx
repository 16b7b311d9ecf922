import { useState } from 'react';
import type { StaffMember, StaffPasskey } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import type { ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { removeMemberPasskey } from '../api/remove-member-passkey.ts';
import type { StaffChange } from './staff-change.ts';

/** Confirms the removal of a person's passkey (a lost device): it signs in no more. */
export function RemovePasskeyDialog({
  member,
  passkey,
  onClose,
  change,
}: {
  member: StaffMember;
  passkey: StaffPasskey;
  onClose: () => void;
  change: StaffChange;
}) {
  const { language, t } = useI18n();
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const [working, setWorking] = useState(false);

  async function remove() {
    setWorking(true);
    const outcome = await change(
      () => removeMemberPasskey(language, member.id, passkey.id),
      'passkey.removed',
      { label: passkey.label },
    );
    setWorking(false);
    setError(outcome);
  }

  return (
    <Dialog open title={t('passkey.removeTitle')} onDismiss={onClose}>
      <p>{t('passkey.removeMemberText', { label: passkey.label, name: member.name })}</p>
      <ErrorAlert message={error ? t(error) : null} />
      <div className="actions">
        <button type="button" className="button" disabled={working} onClick={() => void remove()}>
          {t('passkey.remove')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
