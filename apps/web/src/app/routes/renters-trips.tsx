import { RenterTripsPage } from '../../features/renters/pages/renter-trips-page.tsx';

export function RentersTravelsRoute() {
  return <RenterTripsPage notices={false} />;
}

export function RentersPaymentNoticeRoute() {
  return <RenterTripsPage notices />;
}
