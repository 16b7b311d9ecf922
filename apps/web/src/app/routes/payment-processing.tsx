import { useLoaderData } from 'react-router';
import { ProcessingPage } from '../../features/payment-result/pages/processing-page.tsx';
import type { PaymentProcessingData } from './payment-processing-loader.ts';

export function PaymentProcessingRoute() {
  const { sessionId } = useLoaderData<PaymentProcessingData>();
  return <ProcessingPage key={sessionId} sessionId={sessionId} />;
}
