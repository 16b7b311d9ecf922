import { useId } from 'react';
import type { StaffMember, StaffPasskey } from '@portico/contract';
import { PasskeyDates } from '../../../components/passkey-dates.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** One person of the staff list: who, their roles and state, their passkeys, the changes. */
export function MemberCard({
  member,
  onChangeRoles,
  onSuspend,
  onNewLink,
  onRemovePasskey,
}: {
  member: StaffMember;
  onChangeRoles: () => void;
  onSuspend: (suspended: boolean) => void;
  onNewLink: () => void;
  onRemovePasskey: (passkey: StaffPasskey) => void;
}) {
  const { language, t } = useI18n();
  const headingId = useId();
  return (
    <li className="member">
      <h2 id={headingId} className="member-name">
        {member.name}
      </h2>
      <dl className="member-facts">
        <dt>{t('staff.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('staff.roles')}</dt>
        <dd>{member.roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
        <dt>{t('staff.state')}</dt>
        <dd>{member.suspended ? t('staff.stateSuspended') : t('staff.stateActive')}</dd>
        {member.enrolmentPendingUntil ? (
          <>
            <dt>{t('staff.pendingLink')}</dt>
            <dd>
              {t('staff.pendingUntil', {
                date: formatDateTime(language, member.enrolmentPendingUntil),
              })}
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className="member-passkeys">{t('staff.passkeys')}</h3>
      {member.passkeys.length === 0 ? (
        <p>{t('staff.noPasskeys')}</p>
      ) : (
        <ul className="passkey-list">
          {member.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span className="passkey-label">{passkey.label}</span>
              <PasskeyDates passkey={passkey} />
              <button
                type="button"
                className="button secondary"
                aria-label={t('passkey.removeNamed', { label: passkey.label })}
                onClick={() => onRemovePasskey(passkey)}
              >
                {t('passkey.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div
        className="actions"
        role="group"
        aria-label={t('staff.actionsFor', { name: member.name })}
      >
        <button type="button" className="button secondary" onClick={onChangeRoles}>
          {t('staff.changeRoles')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => onSuspend(!member.suspended)}
        >
          {member.suspended ? t('staff.restore') : t('staff.suspend')}
        </button>
        {member.suspended ? null : (
          <button type="button" className="button secondary" onClick={onNewLink}>
            {t('staff.newLink')}
          </button>
        )}
      </div>
    </li>
  );
}
