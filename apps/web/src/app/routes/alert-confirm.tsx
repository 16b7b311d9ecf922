import { AlertConfirmPage } from '../../features/alerts/pages/alert-confirm-page.tsx';

export function AlertConfirmRoute() {
  return <AlertConfirmPage />;
}
