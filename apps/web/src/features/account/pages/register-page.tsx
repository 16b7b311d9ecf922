import { useTranslation } from '../../../lib/i18n.ts';
import { AuthenticationPageFrame } from '../components/authentication-page-frame.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/**
 * /{lang}/account/register (issue 12 item 9): the registration form, and the way to sign in.
 * `termsUrl` is where the terms of use are read (null: the white-label has none to show).
 */
export function RegisterPage({ termsUrl }: { termsUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <AuthenticationPageFrame
      title={t('account.register.title')}
      other={{
        question: t('account.register.haveAccount'),
        label: t('account.register.login'),
        href: 'account/login',
        track: 'register-login',
      }}
    >
      <RegisterForm termsUrl={termsUrl} />
    </AuthenticationPageFrame>
  );
}
