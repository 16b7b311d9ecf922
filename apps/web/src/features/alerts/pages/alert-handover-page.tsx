import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import type { AlertHandoverLoad } from '../api/get-alert-handover.ts';
import { AlertHandover } from '../components/alert-handover.tsx';
import { PersonalLinkPage } from '../components/personal-link-page.tsx';

/**
 * /{lang}/alert/handover?token=: where the e-mail to the address receiving a plate's alerts leads
 * when another address asks for them (issue 24 item 6).
 */
export function AlertHandoverPage({ load }: { load: AlertHandoverLoad }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <PersonalLinkPage title={t('alerts.handover.title')}>
      <AlertHandover token={searchParams.get('token') ?? ''} load={load} />
    </PersonalLinkPage>
  );
}
