import { RenterActivatePage } from '../../features/account/pages/renter-activate-page.tsx';

export function RentersActivateRoute() {
  return <RenterActivatePage />;
}
