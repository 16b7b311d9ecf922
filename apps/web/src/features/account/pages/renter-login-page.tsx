import { useTranslation } from '../../../lib/i18n.ts';
import { AuthenticationPageFrame } from '../components/authentication-page-frame.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PasskeySignIn } from '../components/passkey-sign-in.tsx';
import { AudienceProvider } from '../utils/audience.ts';

/**
 * /{lang}/renters/login (issue 25 item 8): the customers' sign-in form and frame for a rental
 * company's user, beside the white-label's renter presentation (type=renter). No way to
 * register: the operator invites renters.
 */
export function RenterLoginPage() {
  const { t } = useTranslation();
  return (
    <AudienceProvider value="renter">
      <AuthenticationPageFrame title={t('account.renter.loginTitle')}>
        <LoginForm />
        <PasskeySignIn />
      </AuthenticationPageFrame>
    </AudienceProvider>
  );
}
