import { useTranslation } from '../../../lib/i18n.ts';
import { LookupForm } from '../components/lookup-form.tsx';
import { LookupPageFrame } from './lookup-page-frame.tsx';

/** /{lang}/form/payment: the cover with its breadcrumb, then the trip lookup. */
export function PaymentFormPage() {
  const { t } = useTranslation();
  return (
    <LookupPageFrame title={t('lookup.title')} intro={t('lookup.intro')}>
      <LookupForm />
    </LookupPageFrame>
  );
}
