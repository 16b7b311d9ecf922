import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { storeToken } from '../../../lib/user-token.ts';
import { passkeySignIn, passkeySignInOptions } from '../api/passkeys.ts';
import { audiencePages, useAudience } from '../utils/audience.ts';
import { passkeyFailureKey } from '../utils/passkey-failure.ts';
import { signInRefusals } from '../utils/sign-in-refusals.ts';
import styles from './account.module.css';

/**
 * "Sign in with a passkey" (issue 28 item 12), beside the password form: no e-mail typed, the
 * browser offers the site's passkeys. The WebAuthn library loads on the click, not with the page
 * (the sign-in page's budget); the tokens answered are kept as a password sign-in's.
 */
export function PasskeySignIn() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const audience = useAudience();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const [{ signWithPasskey }, options] = await Promise.all([
        import('@portico/passkeys-browser/ceremonies'),
        passkeySignInOptions(language, audience),
      ]);
      const credential = await signWithPasskey(options);
      storeToken(await passkeySignIn(language, audience, credential), audience);
      void navigate(localizedPath(language, audiencePages[audience].signedIn), { replace: true });
    } catch (error) {
      setFailure(passkeyFailureKey(error, signInRefusals));
      setBusy(false);
    }
  };

  return (
    <div className={styles.passkeySignIn}>
      <p className={styles.note}>{t('account.login.passkeyOr')}</p>
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => void signIn()}
        track="login-passkey"
      >
        {t('account.login.passkey')}
      </Button>
      {failure ? (
        <p role="alert" className={styles.error}>
          {t(failure)}
        </p>
      ) : null}
    </div>
  );
}
