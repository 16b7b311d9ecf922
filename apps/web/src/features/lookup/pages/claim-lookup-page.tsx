import { useTranslation } from '../../../lib/i18n.ts';
import { LookupForm } from '../components/lookup-form.tsx';
import { LookupPageFrame } from './lookup-page-frame.tsx';

/**
 * /{lang}/form/claim: the lookup of form/payment (plate + country or case number, captcha), whose
 * trips start a claim and open claim/select.
 */
export function ClaimLookupPage() {
  const { t } = useTranslation();
  return (
    <LookupPageFrame title={t('claims.form.title')} intro={t('claims.form.intro')}>
      <LookupForm claim />
    </LookupPageFrame>
  );
}
