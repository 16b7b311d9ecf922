import { PrepaymentPlatePage } from '../../features/lookup/pages/prepayment-plate-page.tsx';

export function FormPrepaymentRoute() {
  return <PrepaymentPlatePage />;
}
