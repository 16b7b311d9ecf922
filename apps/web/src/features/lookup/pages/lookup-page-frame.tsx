import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import styles from './payment-form-page.module.css';

interface LookupPageFrameProps {
  title: string;
  intro: string;
  /** The lookup form, set for where its trips lead (payment, prepayment, claim). */
  children: ReactNode;
}

/** What the three plate forms share: the title, a cover with its breadcrumb, an introduction. */
export function LookupPageFrame({ title, intro, children }: LookupPageFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </>
  );
}
