import { RenterChangePasswordPage } from '../../features/account/pages/renter-change-password-page.tsx';

export function RentersChangePasswordRoute() {
  return <RenterChangePasswordPage />;
}
