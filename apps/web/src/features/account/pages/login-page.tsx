import { useTranslation } from '../../../lib/i18n.ts';
import { AuthenticationPageFrame } from '../components/authentication-page-frame.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PasskeySignIn } from '../components/passkey-sign-in.tsx';

/** /{lang}/account/login (issue 12 item 9): the sign-in form, and the way to register. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthenticationPageFrame
      title={t('account.login.title')}
      other={{
        question: t('account.login.noAccount'),
        label: t('account.login.register'),
        href: 'account/register',
        track: 'login-register',
      }}
    >
      <LoginForm />
      <PasskeySignIn />
    </AuthenticationPageFrame>
  );
}
