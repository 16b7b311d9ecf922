import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { PasswordCodeForm } from '../components/password-code-form.tsx';
import { PasswordResetForm } from '../components/password-reset-form.tsx';
import { audiencePages, useAudience } from '../utils/audience.ts';
import styles from '../components/account.module.css';

type Step =
  { name: 'request'; email: string } | { name: 'reset'; email: string } | { name: 'done' };

/**
 * /{lang}/account/changePassword (issue 12 item 9), where "Password dimenticata?" leads: the
 * account's e-mail asks for a code, then the code and the new password set it; then the way
 * to sign in.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const loginPage = audiencePages[useAudience()].login;
  const [step, setStep] = useState<Step>({ name: 'request', email: '' });
  const title = t('account.changePassword.title');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        {step.name === 'request' ? (
          <>
            <p className={styles.intro}>{t('account.changePassword.intro')}</p>
            <PasswordCodeForm
              initialEmail={step.email}
              onSent={(email) => setStep({ name: 'reset', email })}
            />
          </>
        ) : null}
        {step.name === 'reset' ? (
          <PasswordResetForm
            email={step.email}
            onDone={() => setStep({ name: 'done' })}
            onNewCode={() => setStep({ name: 'request', email: step.email })}
          />
        ) : null}
        {step.name === 'done' ? (
          <div className={styles.form}>
            <p role="status" className={styles.success}>
              {t('account.changePassword.success')}
            </p>
            <div className={styles.actions}>
              <Button href={loginPage} track="password-reset-login">
                {t('account.changePassword.login')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
