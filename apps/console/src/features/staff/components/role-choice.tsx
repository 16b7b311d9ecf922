import { staffRoles, type StaffRole } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';

/** The roles as checkboxes in a fieldset: at least one is checked when the form is sent. */
export function RoleChoice({
  roles,
  onChange,
}: {
  roles: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="role-choice">
      <legend>{t('staff.roles')}</legend>
      {staffRoles.map((role) => (
        <label key={role} className="check">
          <input
            type="checkbox"
            name="roles"
            value={role}
            checked={roles.includes(role)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? staffRoles.filter((each) => each === role || roles.includes(each))
                  : roles.filter((each) => each !== role),
              )
            }
          />
          {t(`roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}
