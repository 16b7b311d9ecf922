import { useLoaderData } from 'react-router';
import { FailurePage } from '../../features/payment-result/pages/failure-page.tsx';
import { SuccessPage } from '../../features/payment-result/pages/success-page.tsx';
import { useBackButtonLock } from '../../features/payment-result/utils/use-back-button-lock.ts';
import type { PaymentResultData } from './payment-result-loader.ts';

/** The five result pages: success and duplicated share one screen, the other three another. */
export function PaymentResultRoute() {
  const data = useLoaderData<PaymentResultData>();
  useBackButtonLock();
  if (data.page === 'success' || data.page === 'duplicated') {
    return (
      <SuccessPage
        key={data.page}
        type={data.page}
        sessionId={data.sessionId}
        status={data.status}
        confirmation={data.confirmation}
        email={data.email}
        accountEmail={data.accountEmail}
        continueClaimHref={data.continueClaim}
      />
    );
  }
  return (
    <FailurePage
      key={data.page}
      type={data.page}
      sessionId={data.sessionId}
      fleetCard={'fleetCard' in data && data.fleetCard}
    />
  );
}
