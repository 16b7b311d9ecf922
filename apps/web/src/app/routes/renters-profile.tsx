import { RenterProfilePage } from '../../features/renters/pages/renter-profile-page.tsx';

export function RentersProfileRoute() {
  return <RenterProfilePage />;
}
