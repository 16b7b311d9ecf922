import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { LoadingPage } from '../../components/loading-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { TravelsPage, type TravelsVariant } from '../../features/journeys/pages/travels-page.tsx';
import type { StoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';
import type { TravelsLoaderData } from './journeys-loader.ts';

// Only signed-in customers see their plates: their page's code loads when one comes.
const CustomerTravelsPage = lazy(async () => ({
  default: (await import('../../features/journeys/pages/customer-travels-page.tsx'))
    .CustomerTravelsPage,
}));

export function TravelsRoute({ variant }: { variant: TravelsVariant }) {
  return <TravelsPage journeySet={useLoaderData<StoredJourneySet>()} variant={variant} />;
}

export function TravelsListRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<TravelsLoaderData>();
  if (!data.customer) return <TravelsPage journeySet={data.journeySet} variant="travels" />;
  return (
    <Suspense fallback={<LoadingPage label={t('journeys.customer.loading')} />}>
      <CustomerTravelsPage notice={data.notice} lookup={data.lookup} />
    </Suspense>
  );
}

export function PaymentNoticeRoute() {
  return <TravelsRoute variant="paymentNotice" />;
}
