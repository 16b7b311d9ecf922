import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';
import { freshCheckPassedState } from '../../../lib/fresh-check.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { finishSso } from '../api/finish-sso.ts';
import { callbackAnswer } from '../utils/callback-answer.ts';

/**
 * `/operator/sso/callback`, where the identity provider sends the browser back: the page carries
 * the provider's answer to the server once (from the portal's own origin, with the cookie that
 * binds the sign-in to this browser), then opens the console (or, after a fresh check through the
 * provider, the page that asked for it), or says why not.
 */
export function SsoCallbackPage() {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Read once: the address is the provider's answer, good for one try.
  const [answer] = useState(() => callbackAnswer(search));
  const [error, setError] = useState<ErrorMessageKey | null>(
    answer ? null : 'errors.staff_sso_state_invalid',
  );
  const sent = useRef(false);

  useEffect(() => {
    // Once, React's development double effect included.
    if (sent.current || !answer) return;
    sent.current = true;
    finishSso(language, answer).then(
      // After a fresh check, back to the page that asked for it, which says it is done.
      ({ returnTo }) =>
        void navigate(returnTo ?? '/', {
          replace: true,
          ...(returnTo ? { state: freshCheckPassedState } : {}),
        }),
      (failure: unknown) =>
        setError(
          isApiError(failure) && failure.code === 'staff_member_suspended'
            ? 'errors.staff_sso_suspended'
            : errorMessageKey(failure),
        ),
    );
  }, [answer, language, navigate]);

  return (
    <>
      <PageHeading>{t('sso.title')}</PageHeading>
      <p role="status">{error ? '' : t('sso.working')}</p>
      <ErrorAlert message={error ? t(error) : null} />
      {error ? (
        <p>
          <Link to="/sign-in">{t('sso.back')}</Link>
        </p>
      ) : null}
    </>
  );
}
