import { ChangePasswordPage } from '../../features/account/pages/change-password-page.tsx';

export function AccountChangePasswordRoute() {
  return <ChangePasswordPage />;
}
