import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { getSsoStatus } from '../api/get-sso-status.ts';
import { startSso } from '../api/start-sso.ts';

/**
 * "Sign in with <provider>" on the sign-in page, when this white-label's console offers single
 * sign-on (nothing otherwise, nor while the answer is on its way). The press asks the server
 * where to go, then leaves for the provider's page.
 */
export function SsoButton() {
  const { language, t } = useI18n();
  const status = useApiData(getSsoStatus);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const providerName = status.data?.enabled ? status.data.providerName : null;
  if (!providerName) return null;

  async function start() {
    if (working) return;
    setWorking(true);
    setError(null);
    try {
      const { authorizationUrl } = await startSso(language);
      window.location.assign(authorizationUrl);
    } catch (failure) {
      setError(errorMessageKey(failure));
      setWorking(false);
    }
  }

  return (
    <div className="stack">
      <button type="button" onClick={() => void start()} disabled={working} className="button">
        {t('sso.submit', { provider: providerName })}
      </button>
      <ErrorAlert message={error ? t(error) : null} />
    </div>
  );
}
