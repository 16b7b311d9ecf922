import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { AuthenticationLayout } from '../components/authentication-layout.tsx';
import styles from '../components/account.module.css';

/** /{lang}/account/login (issue 12 item 9): the sign-in form, and the way to register. */
export function LoginPage() {
  const { t } = useTranslation();
  const title = t('account.login.title');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <AuthenticationLayout>
        <LoginForm />
        <p className={styles.links}>
          {t('account.login.noAccount')}{' '}
          <Button variant="tertiary" href="account/register" track="login-register">
            {t('account.login.register')}
          </Button>
        </p>
      </AuthenticationLayout>
    </>
  );
}
