import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { expiredStoredLookup } from '../../features/journeys/utils/lookup-expiry.ts';
import { PaymentPage } from '../../features/payment/pages/payment-page.tsx';
import { currentAccountType } from '../../lib/session.ts';
import type { PaymentLoaderData } from './payment-loader.ts';

export function PaymentRoute() {
  const { basket, tripsPath, initialBilling } = useLoaderData<PaymentLoaderData>();
  // A visitor's lookup past its session's end (issue 26 item 16): the page says so instead of
  // sending the basket to be refused. Read here, not in the loader, which every route's first
  // chunk carries.
  const [expiredLookup] = useState(() =>
    currentAccountType() === 'disconnected' ? expiredStoredLookup(new Date()) : null,
  );
  return (
    <PaymentPage
      basket={basket}
      tripsPath={tripsPath}
      initialBilling={initialBilling}
      expiredLookup={expiredLookup}
    />
  );
}
