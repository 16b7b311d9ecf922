import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { CarModel } from '../../../components/car-model.tsx';
import { usePrepaymentsPage } from '../api/get-prepayments-page.ts';
import { PrepaymentForm } from '../components/prepayment-form.tsx';
import styles from './prepayment-page.module.css';

interface PrepaymentPageProps {
  plate: string;
  countryCode: string;
  /** What is chosen under the vehicle: the prepayment form unless given (the inprogress screen). */
  children?: ReactNode;
  /**
   * The screen's own title and text instead of the white-label's prepayment page: completing an
   * ongoing trip is not prepaying, and its page must not talk of credits (issue 26 item 7).
   */
  about?: { title: string; paragraphs: readonly string[] };
}

/**
 * /{lang}/prepayment (spec 001): the white-label's page (title, text, picture; the portal's own
 * title without one), the vehicle, then the choice of trips to prepay.
 */
export function PrepaymentPage({ plate, countryCode, children, about }: PrepaymentPageProps) {
  const { t } = useTranslation();
  const { data: loaded } = usePrepaymentsPage();
  const page = about ? null : loaded;
  const title = about?.title ?? page?.title ?? t('prepayment.title');
  const paragraphs = about?.paragraphs ?? (page?.text ? page.text.split(/\n\s*\n/) : []);
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <div className={styles.about}>
          <div>
            {paragraphs.map((paragraph, index) => (
              <p key={index} className={styles.intro}>
                {paragraph}
              </p>
            ))}
          </div>
          {page?.picture ? (
            <img className={styles.picture} src={page.picture} alt={page.pictureAlt ?? ''} />
          ) : null}
        </div>
        <div>
          <VehiclePlate plate={plate} countryCode={countryCode} />
          <CarModel plate={plate} countryCode={countryCode} />
        </div>
        {children ?? <PrepaymentForm plate={plate} plateCountry={countryCode} />}
      </div>
    </>
  );
}
