import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateRenterProfile } from '../api/renter-profile.ts';
import {
  checkRenterPassword,
  type Problems,
  type RenterPasswordValues,
} from '../utils/renter-user-check.ts';
import { ServerError } from './server-error.tsx';
import styles from './renters.module.css';

const empty: RenterPasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

/** The password change of "Informazioni sul noleggio" (spec 000 section 5, 12 characters). */
export function RenterPasswordForm() {
  const { t } = useTranslation();
  const update = useUpdateRenterProfile();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems<RenterPasswordValues>>({});
  const edit = (field: keyof RenterPasswordValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
    update.reset();
  };
  const problem = (field: keyof RenterPasswordValues) => {
    const key = problems[field];
    return key ? t(key) : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = checkRenterPassword(values);
    if (!checked.ok) return setProblems(checked.problems);
    update.mutate(checked.body, { onSuccess: () => setValues(empty) });
  };

  return (
    <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={onSubmit}>
      <h2 className={styles.title}>{t('renters.profile.password')}</h2>
      <PasswordInput
        label={t('renters.profile.currentPassword')}
        value={values.currentPassword}
        onChange={edit('currentPassword')}
        autoComplete="current-password"
        required
        error={problem('currentPassword')}
      />
      <PasswordInput
        label={t('renters.profile.newPassword')}
        hint={t('renters.profile.passwordHint')}
        value={values.newPassword}
        onChange={edit('newPassword')}
        autoComplete="new-password"
        required
        error={problem('newPassword')}
      />
      <PasswordInput
        label={t('renters.profile.confirmation')}
        value={values.confirmation}
        onChange={edit('confirmation')}
        autoComplete="new-password"
        required
        error={problem('confirmation')}
      />
      <ServerError error={update.error} />
      <p role="status" className={styles.success}>
        {update.isSuccess ? t('renters.profile.passwordChanged') : null}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending} track="renter-password-save">
          {t('renters.profile.changePassword')}
        </Button>
      </div>
    </form>
  );
}
