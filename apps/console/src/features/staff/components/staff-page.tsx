import { useState } from 'react';
import type { StaffEnrolmentLink, StaffMember, StaffPasskey } from '@portico/contract';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useFreshCheck } from '../../../components/fresh-check/use-fresh-check.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { createEnrolmentLink } from '../api/create-enrolment-link.ts';
import { useStaffMembers } from '../api/get-staff-members.ts';
import { updateStaffMember } from '../api/update-staff-member.ts';
import { EnrolmentLinkDialog } from './enrolment-link-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { MemberCard } from './member-card.tsx';
import { RemovePasskeyDialog } from './remove-passkey-dialog.tsx';
import { RolesDialog } from './roles-dialog.tsx';
import type { StaffChange } from './staff-change.ts';

/** Which dialog is open, and for whom. */
type OpenDialog =
  | { kind: 'invite' }
  | { kind: 'roles'; member: StaffMember }
  | { kind: 'link'; member: StaffMember; link: StaffEnrolmentLink }
  | { kind: 'passkey'; member: StaffMember; passkey: StaffPasskey };

/**
 * `/operator/staff`: the white-label's people, and an admin's changes to them. Every change goes
 * through the fresh check (staff.manage needs a passkey check within five minutes); the list is
 * read again after each one.
 */
export function StaffPage() {
  const { language, t } = useI18n();
  const { data, error: loadError, reload } = useStaffMembers();
  const { withFreshCheck, freshCheckDialog } = useFreshCheck();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const { target: statusRef, arm: focusStatusIfLost } =
    useFocusFallback<HTMLParagraphElement>(data);

  /** Makes a change; on success closes the dialog, says what was done and reads the list again. */
  const change: StaffChange = async (run, done, values) => {
    setNotice('');
    setError(null);
    try {
      await withFreshCheck(run);
    } catch (failure) {
      return errorMessageKey(failure);
    }
    setDialog(null);
    setNotice(t(done, values));
    focusStatusIfLost();
    reload();
    return null;
  };

  async function setSuspended(member: StaffMember, suspended: boolean) {
    const outcome = await change(
      () => updateStaffMember(language, member.id, { suspended }),
      suspended ? 'staff.suspended' : 'staff.restored',
      { name: member.name },
    );
    setError(outcome);
  }

  async function newLink(member: StaffMember) {
    setNotice('');
    setError(null);
    try {
      const link = await withFreshCheck(() => createEnrolmentLink(language, member.id));
      setDialog({ kind: 'link', member, link });
      reload();
    } catch (failure) {
      setError(errorMessageKey(failure));
    }
  }

  const close = () => setDialog(null);

  return (
    <>
      <PageHeading>{t('staff.title')}</PageHeading>
      <p>{t('staff.intro')}</p>
      <button type="button" className="button" onClick={() => setDialog({ kind: 'invite' })}>
        {t('staff.invite')}
      </button>
      <p role="status" ref={statusRef} tabIndex={-1}>
        {notice}
      </p>
      <ErrorAlert message={error ? t(error) : loadError ? t(errorMessageKey(loadError)) : null} />
      {data ? (
        <ul className="member-list">
          {data.members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              onChangeRoles={() => setDialog({ kind: 'roles', member })}
              onSuspend={(suspended) => void setSuspended(member, suspended)}
              onNewLink={() => void newLink(member)}
              onRemovePasskey={(passkey) => setDialog({ kind: 'passkey', member, passkey })}
            />
          ))}
        </ul>
      ) : loadError ? null : (
        <Loading />
      )}
      <InviteDialog open={dialog?.kind === 'invite'} onClose={close} change={change} />
      {dialog?.kind === 'roles' ? (
        <RolesDialog member={dialog.member} onClose={close} change={change} />
      ) : null}
      {dialog?.kind === 'link' ? (
        <EnrolmentLinkDialog member={dialog.member} link={dialog.link} onClose={close} />
      ) : null}
      {dialog?.kind === 'passkey' ? (
        <RemovePasskeyDialog
          member={dialog.member}
          passkey={dialog.passkey}
          onClose={close}
          change={change}
        />
      ) : null}
      {freshCheckDialog}
    </>
  );
}
