import { ActivatePage } from '../../features/account/pages/activate-page.tsx';

export function AccountActivateRoute() {
  return <ActivatePage />;
}
