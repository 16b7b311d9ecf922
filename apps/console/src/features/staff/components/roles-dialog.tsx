import { useState, type FormEvent } from 'react';
import type { StaffMember, StaffRole } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import type { ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { updateStaffMember } from '../api/update-staff-member.ts';
import { RoleChoice } from './role-choice.tsx';
import type { StaffChange } from './staff-change.ts';

/** Changes a person's roles (never to none; never an admin's own admin role: the server says). */
export function RolesDialog({
  member,
  onClose,
  change,
}: {
  member: StaffMember;
  onClose: () => void;
  change: StaffChange;
}) {
  const { language, t } = useI18n();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [error, setError] = useState<ErrorMessageKey | 'invite.rolesRequired' | null>(null);
  const [working, setWorking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (roles.length === 0) {
      setError('invite.rolesRequired');
      return;
    }
    setWorking(true);
    const outcome = await change(
      () => updateStaffMember(language, member.id, { roles }),
      'rolesChange.done',
      { name: member.name },
    );
    setWorking(false);
    setError(outcome);
  }

  return (
    <Dialog open title={t('rolesChange.title', { name: member.name })} onDismiss={onClose}>
      <form className="stack" onSubmit={(event) => void submit(event)}>
        <RoleChoice roles={roles} onChange={setRoles} />
        <ErrorAlert message={error ? t(error) : null} />
        <div className="actions">
          <button type="submit" className="button" disabled={working}>
            {t('rolesChange.submit')}
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
