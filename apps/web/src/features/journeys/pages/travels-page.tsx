import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { defaultJourneysPage, useJourneysPage } from '../api/get-journeys-page.ts';
import { LookupExpired } from '../../../components/lookup-expired.tsx';
import { TripsToPay } from '../components/trips-to-pay.tsx';
import { isLookupExpired } from '../utils/lookup-expiry.ts';
import {
  hasRentalDates,
  storeJourneysToPay,
  type StoredJourneySet,
} from '../utils/stored-journeys.ts';
import styles from '../components/trips.module.css';

export type TravelsVariant = 'travels' | 'paymentNotice';

/** The trips lists' frame: title, banner with breadcrumb, and the page column. */
export function TravelsFrame({
  variant,
  children,
}: {
  variant: TravelsVariant;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const page = useJourneysPage().data ?? defaultJourneysPage;
  const title = t(variant === 'travels' ? 'journeys.title' : 'journeys.travels.noticeTitle');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        picture={page.backgroundPicture}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>{children}</div>
    </>
  );
}

interface TravelsPageProps {
  journeySet: StoredJourneySet;
  variant: TravelsVariant;
}

/** Spec 001 "Trips lists": /{lang}/travels and /{lang}/paymentNotice, of a stored lookup. */
export function TravelsPage({ journeySet, variant }: TravelsPageProps) {
  const [rental] = useState(hasRentalDates);
  // A notice looked up too long ago is searched again, not paid from a stale list (item 16).
  const [expired] = useState(() => isLookupExpired(journeySet, new Date()));
  return (
    <TravelsFrame variant={variant}>
      {expired ? (
        <LookupExpired plate={journeySet.plate} countryCode={journeySet.countryCode} />
      ) : (
        <TripsToPay
          journeySet={journeySet}
          hasRentalDates={rental}
          storeForPayment={storeJourneysToPay}
        />
      )}
    </TravelsFrame>
  );
}
