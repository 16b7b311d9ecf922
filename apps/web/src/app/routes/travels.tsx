import { useLoaderData } from 'react-router';
import { TravelsPage, type TravelsVariant } from '../../features/journeys/pages/travels-page.tsx';
import type { StoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';

export function TravelsRoute({ variant }: { variant: TravelsVariant }) {
  return <TravelsPage journeySet={useLoaderData<StoredJourneySet>()} variant={variant} />;
}

export function TravelsListRoute() {
  return <TravelsRoute variant="travels" />;
}

export function PaymentNoticeRoute() {
  return <TravelsRoute variant="paymentNotice" />;
}
