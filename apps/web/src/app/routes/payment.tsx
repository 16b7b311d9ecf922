import { useLoaderData } from 'react-router';
import { PaymentPage } from '../../features/payment/pages/payment-page.tsx';
import type { PaymentLoaderData } from './payment-loader.ts';

export function PaymentRoute() {
  const { basket, tripsPath, initialBilling, expiredLookup } = useLoaderData<PaymentLoaderData>();
  return (
    <PaymentPage
      basket={basket}
      tripsPath={tripsPath}
      initialBilling={initialBilling}
      expiredLookup={expiredLookup}
    />
  );
}
