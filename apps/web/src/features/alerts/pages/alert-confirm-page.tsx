import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { AlertConfirmation } from '../components/alert-confirmation.tsx';
import { PersonalLinkPage } from '../components/personal-link-page.tsx';

/** /{lang}/alert/confirm?token=: where the confirmation e-mail's link leads. */
export function AlertConfirmPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <PersonalLinkPage title={t('alerts.confirm.title')}>
      <AlertConfirmation token={searchParams.get('token') ?? ''} />
    </PersonalLinkPage>
  );
}
