import { EntryLayout } from '../../components/entry-layout.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { errorMessageKey } from '../../lib/error-message.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useRouteError } from 'react-router';

/** A page whose data could not be loaded (the server down, an unexpected answer). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  return (
    <EntryLayout>
      <PageHeading>{t('app.title')}</PageHeading>
      <ErrorAlert message={t(errorMessageKey(error))} />
    </EntryLayout>
  );
}
