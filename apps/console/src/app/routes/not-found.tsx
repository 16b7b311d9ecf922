import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { useI18n } from '../../lib/i18n.tsx';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </>
  );
}
