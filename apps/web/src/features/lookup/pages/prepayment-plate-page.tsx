import { useTranslation } from '../../../lib/i18n.ts';
import { LookupForm } from '../components/lookup-form.tsx';
import { LookupPageFrame } from './lookup-page-frame.tsx';

/** /{lang}/form/prepayment: the vehicle's plate and country, then the prepayment screen. */
export function PrepaymentPlatePage() {
  const { t } = useTranslation();
  return (
    <LookupPageFrame title={t('prepayment.title')} intro={t('prepayment.plateIntro')}>
      <LookupForm prepayment />
    </LookupPageFrame>
  );
}
