import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { signWithPasskey } from '@portico/passkeys-browser/ceremonies';
import { getSignInOptions } from '../api/get-sign-in-options.ts';
import { signIn } from '../api/sign-in.ts';
import { returnPathOf } from '../utils/return-path.ts';

/**
 * `/operator/sign-in`: one button, any passkey of this site (the browser lists them, no name is
 * typed), then back to the console page the person came from. `otherWays`: the route's other
 * ways in (the operator's single sign-on, when configured).
 */
export function SignInPage({ otherWays }: { otherWays?: ReactNode }) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<ErrorMessageKey | null>(null);

  async function start() {
    if (working) return;
    setWorking(true);
    setError(null);
    try {
      const options = await getSignInOptions(language);
      const credential = await signWithPasskey(options);
      await signIn(language, credential);
      await navigate(returnPathOf(search.get('from')), { replace: true });
    } catch (failure) {
      setError(errorMessageKey(failure));
      setWorking(false);
    }
  }

  return (
    <>
      <PageHeading>{t('signIn.title')}</PageHeading>
      <p>{t('signIn.intro')}</p>
      <div className="stack">
        {/* A native button: React Aria's pressables inject a <style> element the CSP refuses. */}
        <button type="button" onClick={() => void start()} disabled={working} className="button">
          {t('signIn.submit')}
        </button>
        <p role="status">{working ? t('signIn.working') : ''}</p>
        <ErrorAlert message={error ? t(error) : null} />
      </div>
      {otherWays}
    </>
  );
}
