import { RenterVehiclesPage } from '../../features/renters/pages/renter-vehicles-page.tsx';

export function RentersVehiclesRoute() {
  return <RenterVehiclesPage />;
}
