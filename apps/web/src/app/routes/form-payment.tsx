import { PaymentFormPage } from '../../features/lookup/pages/payment-form-page.tsx';

export function FormPaymentRoute() {
  return <PaymentFormPage />;
}
