import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProfileResponse } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { paymentCountryOptions } from '../../../components/country-selector-options.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { accountEndedState, type AccountEnding } from '../../../lib/account-ended.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { LoadingPage } from '../../../components/loading-page.tsx';
import styles from './account.module.css';

// Edit mode (react-hook-form, the country list) and the dialogs (React Aria) load when asked
// for, not with the page: the profile's first load stays under the 150 KiB route budget.
const ProfileForm = lazy(async () => ({
  default: (await import('./profile-form.tsx')).ProfileForm,
}));
const OwnPasswordDialog = lazy(async () => ({
  default: (await import('./own-password-dialog.tsx')).OwnPasswordDialog,
}));
const DeleteAccountDialog = lazy(async () => ({
  default: (await import('./delete-account-dialog.tsx')).DeleteAccountDialog,
}));

type Dialog = 'password' | 'delete' | null;

/**
 * Spec 000 "Customer profile screen", the left card "Informazioni personali": the profile as
 * read, "Modificare le informazioni" for edit mode (ProfileForm), the change-password dialog,
 * "Esci" and, set apart in red, "Elimina l'account" (both end home, without the token: spec 000
 * section 4; home then says which happened).
 */
export function ProfileCard({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [signingOut, setSigningOut] = useState(false);
  // Home says what happened (issue 26 item 10): the history state carries it there.
  const goHome = (ending: AccountEnding) =>
    void navigate(localizedPath(language, ''), {
      replace: true,
      state: accountEndedState(ending),
    });
  const country =
    paymentCountryOptions(language).find((option) => option.code === profile.billingCountry)
      ?.name ?? profile.billingCountry;
  const shown = (value: string | null) => (value ? value : '-');

  return (
    <section className={styles.card} aria-labelledby="profile-card-title">
      <h2 id="profile-card-title" className={styles.cardTitle}>
        {t('account.profile.personalInfo')}
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>{t('account.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        {editing ? null : (
          <div>
            <dt>{t('account.password')}</dt>
            <dd>
              <span aria-label={t('account.profile.passwordHidden')}>••••••••</span>{' '}
              <Button
                variant="secondary"
                onClick={() => setDialog('password')}
                track="profile-change-password"
              >
                {t('account.profile.changePassword')}
              </Button>
            </dd>
          </div>
        )}
        {editing ? null : (
          <>
            <div>
              <dt>{t('account.profile.firstName')}</dt>
              <dd>{profile.firstName}</dd>
            </div>
            <div>
              <dt>{t('account.profile.lastName')}</dt>
              <dd>{profile.lastName}</dd>
            </div>
            <div>
              <dt>{t('account.profile.billingAddress')}</dt>
              <dd>{shown(profile.billingAddress)}</dd>
            </div>
            <div>
              <dt>{t('account.profile.billingZipcode')}</dt>
              <dd>{shown(profile.billingZipcode)}</dd>
            </div>
            <div>
              <dt>{t('account.profile.billingCity')}</dt>
              <dd>{shown(profile.billingCity)}</dd>
            </div>
            <div>
              <dt>{t('account.profile.billingCountry')}</dt>
              <dd>{country}</dd>
            </div>
          </>
        )}
      </dl>
      {editing ? (
        <Suspense fallback={<LoadingPage label={t('common.loading')} />}>
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <div className={styles.actions}>
            <Button onClick={() => setEditing(true)} track="profile-edit">
              {t('account.profile.edit')}
            </Button>
            <Button
              variant="secondary"
              loading={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOut(language).finally(() => goHome('signedOut'));
              }}
              track="profile-logout"
            >
              {t('account.profile.logout')}
            </Button>
          </div>
          {/* Deleting cannot be undone: red, on its own line, away from "Esci". */}
          <div className={styles.dangerZone}>
            <Button variant="danger" onClick={() => setDialog('delete')} track="profile-delete">
              {t('account.profile.delete')}
            </Button>
          </div>
        </>
      )}
      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'password' ? (
            <OwnPasswordDialog isOpen onClose={() => setDialog(null)} />
          ) : (
            <DeleteAccountDialog
              isOpen
              onClose={() => setDialog(null)}
              onDeleted={() => goHome('deleted')}
            />
          )}
        </Suspense>
      ) : null}
    </section>
  );
}
