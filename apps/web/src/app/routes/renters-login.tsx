import { RenterLoginPage } from '../../features/account/pages/renter-login-page.tsx';

export function RentersLoginRoute() {
  return <RenterLoginPage />;
}
