import { AlertPage } from '../../features/alerts/pages/alert-page.tsx';

export function AlertRoute() {
  return <AlertPage />;
}
