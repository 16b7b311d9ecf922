import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { AuthenticationLayout } from '../components/authentication-layout.tsx';
import styles from '../components/account.module.css';

/** /{lang}/account/register (issue 12 item 9): the registration form, and the way to sign in. */
export function RegisterPage() {
  const { t } = useTranslation();
  const title = t('account.register.title');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <AuthenticationLayout>
        <RegisterForm />
        <p className={styles.links}>
          {t('account.register.haveAccount')}{' '}
          <Button variant="tertiary" href="account/login" track="register-login">
            {t('account.register.login')}
          </Button>
        </p>
      </AuthenticationLayout>
    </>
  );
}
