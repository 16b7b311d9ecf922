import { useState, type FormEvent } from 'react';
import type { RenterProfile } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateRenterProfile } from '../api/renter-profile.ts';
import {
  checkRenterUser,
  type Problems,
  type RenterUserValues,
} from '../utils/renter-user-check.ts';
import { ServerError } from './server-error.tsx';
import styles from './renters.module.css';

/** "Informazioni sul noleggio", the user's part: names and phone editable, the e-mail shown. */
export function RenterUserForm({ profile }: { profile: RenterProfile }) {
  const { t } = useTranslation();
  const update = useUpdateRenterProfile();
  const [values, setValues] = useState<RenterUserValues>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber ?? '',
  });
  const [problems, setProblems] = useState<Problems<RenterUserValues>>({});
  const edit = (field: keyof RenterUserValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
    update.reset();
  };
  const problem = (field: keyof RenterUserValues) => {
    const key = problems[field];
    return key ? t(key) : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = checkRenterUser(values);
    if (!checked.ok) return setProblems(checked.problems);
    update.mutate(checked.body);
  };

  return (
    <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={onSubmit}>
      <h2 className={styles.title}>{t('renters.profile.user')}</h2>
      <dl className={styles.facts}>
        <dt>{t('renters.profile.email')}</dt>
        <dd>{profile.email}</dd>
      </dl>
      <TextField
        label={t('renters.profile.firstName')}
        value={values.firstName}
        onChange={edit('firstName')}
        autoComplete="given-name"
        maxLength={50}
        error={problem('firstName')}
      />
      <TextField
        label={t('renters.profile.lastName')}
        value={values.lastName}
        onChange={edit('lastName')}
        autoComplete="family-name"
        maxLength={50}
        error={problem('lastName')}
      />
      <TextField
        label={t('renters.profile.phoneNumber')}
        value={values.phoneNumber}
        onChange={edit('phoneNumber')}
        autoComplete="tel"
        type="tel"
        required={false}
        maxLength={20}
        error={problem('phoneNumber')}
      />
      <ServerError error={update.error} />
      <p role="status" className={styles.success}>
        {update.isSuccess ? t('renters.profile.saved') : null}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending} track="renter-profile-save">
          {t('renters.profile.save')}
        </Button>
      </div>
    </form>
  );
}
