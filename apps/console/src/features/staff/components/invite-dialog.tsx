import { useId, useState, type FormEvent } from 'react';
import type { Language, StaffRole } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import type { ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { inviteStaffMember } from '../api/invite-staff-member.ts';
import { RoleChoice } from './role-choice.tsx';
import type { StaffChange } from './staff-change.ts';

/** Invites a person: name, e-mail, roles and the language of the e-mail with their link. */
export function InviteDialog({
  open,
  onClose,
  change,
}: {
  open: boolean;
  onClose: () => void;
  change: StaffChange;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={open} title={t('invite.title')} onDismiss={onClose}>
      <InviteForm onClose={onClose} change={change} />
    </Dialog>
  );
}

function InviteForm({ onClose, change }: { onClose: () => void; change: StaffChange }) {
  const { language, t } = useI18n();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [mailLanguage, setMailLanguage] = useState<Language>(language);
  const [error, setError] = useState<ErrorMessageKey | 'invite.rolesRequired' | null>(null);
  const [working, setWorking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (roles.length === 0) {
      setError('invite.rolesRequired');
      return;
    }
    setWorking(true);
    const invitation = { name: name.trim(), email: email.trim(), roles, language: mailLanguage };
    const outcome = await change(() => inviteStaffMember(language, invitation), 'invite.done', {
      name: invitation.name,
      email: invitation.email,
    });
    setWorking(false);
    setError(outcome);
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('invite.name')}</label>
        <input
          id={`${id}-name`}
          required
          maxLength={120}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('invite.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <RoleChoice roles={roles} onChange={setRoles} />
      <LanguageSelect
        className="field"
        label={t('invite.language')}
        value={mailLanguage}
        onChange={setMailLanguage}
      />
      <ErrorAlert message={error ? t(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={working}>
          {t('invite.submit')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
      </div>
    </form>
  );
}
